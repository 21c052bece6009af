import { randomUUID } from 'node:crypto';
import { orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { asHers } from './account-routes.js';
import { describeState } from './history.js';
import { userNames } from './user-names.js';
import { cancelOrder, decideOrder, type OrderDecided } from './manage-orders.js';
import { orderNotFound } from './order.decider.js';
import {
  contactAttemptRequest,
  deliveryAttemptRequest,
  returnReceivedRequest,
  shipmentRequest,
  shopperCancelRequest,
  staffCancelRequest,
  type ContactAttemptAnswer,
  type DeliveryAttemptRecordedAnswer,
  accountOrderAnswer,
  contactAttemptAnswer,
  deliveryAttemptRecordedAnswer,
  orderAnswer as orderAnswerSchema,
} from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { orderProducts } from './product-cache.js';

/** The order as a decision left it, in the back office's shape (the folded state's `deleted` is not part of it). */
function orderAnswer(decided: OrderDecided) {
  const described = describeState(decided.state);
  if (!described || described.deleted) throw notFound(orderNotFound);
  const { deleted: _deleted, ...order } = described;
  return order;
}

/** The staff member acting, named as the users read model has her (null when it does not show her yet). */
async function staff(context: ModuleContext, userId: string): Promise<{ id: string; name: string | null }> {
  return { id: userId, name: (await userNames(context, [userId])).get(userId) ?? null };
}

/**
 * The order's COD life (ADR 057): calls to the shopper, cancellations by staff and by the shopper, the shipment,
 * delivery attempts and the returned parcel. Each is decided from the order's stream and answered from the decision.
 */
export const orderLifeRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/admin/orders/:id/cancel',
    summary: 'Cancel an order before it ships (its units go back)',
    access: 'admin',
    body: staffCancelRequest,
    responses: { 200: orderAnswerSchema },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { reason, note } = parse(staffCancelRequest, req.body);
      const decided = await cancelOrder(context.store, orderProducts(context), orderId, { reason, note, by: 'staff' }, metadataOf(req));
      await written(context, req, res, decided.append);
      res.json(orderAnswer(decided));
    },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/contact-attempts',
    summary: 'Record a call to the shopper (confirmed and cancel_requested act on the order)',
    access: 'admin',
    body: contactAttemptRequest,
    responses: { 201: contactAttemptAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { outcome, note } = parse(contactAttemptRequest, req.body);
      const attemptId = randomUUID();
      const decided = await decideOrder(
        context.store,
        orderProducts(context),
        { type: 'RecordContactAttempt', orderId, attemptId, outcome, note, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, decided.append);
      const recorded = decided.events.find((event) => event.type === 'ContactAttemptRecorded');
      if (recorded?.type !== 'ContactAttemptRecorded') throw notFound(orderNotFound);
      const answer: ContactAttemptAnswer = { id: attemptId, outcome, note, at: recorded.data.at, by: await staff(context, req.user!.id) };
      res.status(201).json(answer);
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/orders/:id/shipment',
    summary: "Set a packed or shipped order's courier and tracking number",
    access: 'admin',
    body: shipmentRequest,
    responses: { 200: orderAnswerSchema },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { courierId, trackingNumber } = parse(shipmentRequest, req.body);
      const decided = await decideOrder(
        context.store,
        orderProducts(context),
        { type: 'AssignShipment', orderId, courierId, trackingNumber, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, decided.append);
      res.json(orderAnswer(decided));
    },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/delivery-attempts',
    summary: 'Record a delivery attempt of a shipped order',
    access: 'admin',
    body: deliveryAttemptRequest,
    responses: { 201: deliveryAttemptRecordedAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { outcome, codCollected, note } = parse(deliveryAttemptRequest, req.body);
      const attemptId = randomUUID();
      const decided = await decideOrder(
        context.store,
        orderProducts(context),
        { type: 'RecordDeliveryAttempt', orderId, attemptId, outcome, codCollected: codCollected ?? null, note, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, decided.append);
      const attempt = decided.events.find((event) => event.type === 'DeliveryAttempted');
      if (attempt?.type !== 'DeliveryAttempted' || decided.state.kind === 'none') throw notFound(orderNotFound);
      const { attemptNumber, codCollected: collected, cost, at } = attempt.data;
      const answer: DeliveryAttemptRecordedAnswer = {
        id: attemptId,
        attemptNumber,
        outcome,
        codCollected: collected,
        cost,
        note,
        at,
        by: await staff(context, req.user!.id),
        status: decided.state.status,
      };
      res.status(201).json(answer);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/return-received',
    summary: 'Receive a returning parcel: sellable units back in stock, damaged ones recorded',
    access: 'admin',
    body: returnReceivedRequest,
    responses: { 200: orderAnswerSchema },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { items } = parse(returnReceivedRequest, req.body);
      const decided = await decideOrder(context.store, orderProducts(context), { type: 'ReceiveReturn', orderId, items, now: new Date() }, metadataOf(req));
      await written(context, req, res, decided.append);
      res.json(orderAnswer(decided));
    },
  },
  {
    method: 'POST',
    route: '/api/account/orders/:id/cancel',
    summary: 'Cancel one of her orders, before it is packed',
    access: 'customer',
    body: shopperCancelRequest,
    responses: { 200: accountOrderAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { reason } = parse(shopperCancelRequest, req.body);
      const decided = await decideOrder(
        context.store,
        orderProducts(context),
        { type: 'CancelOrder', orderId, reason: 'customer_request', note: reason, by: 'shopper', customerId: req.user!.id, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, decided.append);
      res.json(asHers(orderAnswer(decided), await context.store.readStream(orderStreamId(orderId))));
    },
  },
];
