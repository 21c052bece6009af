import { deliveryStreamId, noDeliveryTerms, type DeliveryEvent, type DeliveryTerms } from '../../events/delivery.js';
import { handleCommand, type EventMetadata, type EventStore } from '../../events/index.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { deliveryTermsDecider } from './delivery-decisions.decider.js';
import { deliveryRequest, type DeliveryRequest, adminDeliveryAnswer, deliveryAnswer } from './schemas.js';
import { parseAs } from '../../infra/http/validate.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** The delivery terms in force and when they were set, from their stream: a handful of events, always current. */
async function termsInForce(store: EventStore): Promise<DeliveryTerms & { changedAt: string | null }> {
  const last = (await store.readStream(deliveryStreamId)).at(-1) as DeliveryEvent | undefined;
  if (last?.type !== 'DeliveryTermsChanged') return { ...noDeliveryTerms, changedAt: null };
  return last.data;
}

/** Sets the delivery terms (the admin's PUT, and the demo's seed). */
export function setDeliveryTerms(store: EventStore, terms: DeliveryRequest, metadata: EventMetadata) {
  return handleCommand(store, deliveryTermsDecider, deliveryStreamId, { terms, now: new Date() }, metadata);
}

/**
 * Delivery fees by emirate and the free-delivery threshold (ADR 066): the storefront reads them (GET /api/delivery),
 * admins set them (under /admin, admin only in app.ts). Each change is an event with its actor.
 */
export const deliveryRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/delivery',
    summary: 'Delivery fees by emirate and the free-delivery threshold',
    access: 'anyone',
    responses: { 200: deliveryAnswer },
    handler: (context) => async (_req, res) => {
      const { zones, freeDeliveryOver } = await termsInForce(context.store);
      res.setHeader('cache-control', 'no-cache');
      res.json({ zones, freeDeliveryOver });
    },
  },
  {
    method: 'GET',
    route: '/api/admin/delivery',
    summary: 'The delivery terms in force',
    access: 'admin',
    responses: { 200: adminDeliveryAnswer },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await termsInForce(context.store));
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/delivery',
    summary: 'Set delivery fees by emirate and the free-delivery threshold',
    access: 'admin',
    body: deliveryRequest,
    responses: { 200: adminDeliveryAnswer },
    handler: (context) => async (req, res) => {
      const terms = parseAs(deliveryRequest, req.body, 'invalid_delivery');
      const handled = await setDeliveryTerms(context.store, terms, metadataOf(req));
      await written(context, req, res, handled.append);
      const changed = handled.events[0];
      res.setHeader('cache-control', 'no-store');
      res.json(changed ? changed.data : await termsInForce(context.store));
    },
  },
];
