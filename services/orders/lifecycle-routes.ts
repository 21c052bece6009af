import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { type FoldCache } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { asHers } from './account-routes.js';
import { describeState } from './history.js';
import { userNames } from './user-names.js';
import { cancelOrder, decideOrder, type OrderDecided } from './manage-orders.js';
import { orderNotFound } from './order.decider.js';
import type { ProductForOrder } from './product-stock.decider.js';
import {
  contactAttemptRequest,
  deliveryAttemptRequest,
  returnReceivedRequest,
  shipmentRequest,
  shopperCancelRequest,
  staffCancelRequest,
  type ContactAttemptAnswer,
  type DeliveryAttemptRecordedAnswer,
} from './schemas.js';

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
export function orderLifeRoutes(context: ModuleContext, products: FoldCache<ProductForOrder>): Router {
  const router = Router();

  router.post('/admin/orders/:id/cancel', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { reason, note } = parse(staffCancelRequest, req.body);
    const decided = await cancelOrder(context.store, products, orderId, { reason, note, by: 'staff' }, metadataOf(req));
    await written(context, req, res, decided.append);
    res.json(orderAnswer(decided));
  });

  router.post('/admin/orders/:id/contact-attempts', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { outcome, note } = parse(contactAttemptRequest, req.body);
    const attemptId = randomUUID();
    const decided = await decideOrder(
      context.store,
      products,
      { type: 'RecordContactAttempt', orderId, attemptId, outcome, note, now: new Date() },
      metadataOf(req),
    );
    await written(context, req, res, decided.append);
    const recorded = decided.events.find((event) => event.type === 'ContactAttemptRecorded');
    if (recorded?.type !== 'ContactAttemptRecorded') throw notFound(orderNotFound);
    const answer: ContactAttemptAnswer = { id: attemptId, outcome, note, at: recorded.data.at, by: await staff(context, req.user!.id) };
    res.status(201).json(answer);
  });

  router.put('/admin/orders/:id/shipment', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { courierId, trackingNumber } = parse(shipmentRequest, req.body);
    const decided = await decideOrder(
      context.store,
      products,
      { type: 'AssignShipment', orderId, courierId, trackingNumber, now: new Date() },
      metadataOf(req),
    );
    await written(context, req, res, decided.append);
    res.json(orderAnswer(decided));
  });

  router.post('/admin/orders/:id/delivery-attempts', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { outcome, codCollected, note } = parse(deliveryAttemptRequest, req.body);
    const attemptId = randomUUID();
    const decided = await decideOrder(
      context.store,
      products,
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
  });

  router.post('/admin/orders/:id/return-received', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { items } = parse(returnReceivedRequest, req.body);
    const decided = await decideOrder(context.store, products, { type: 'ReceiveReturn', orderId, items, now: new Date() }, metadataOf(req));
    await written(context, req, res, decided.append);
    res.json(orderAnswer(decided));
  });

  router.post('/account/orders/:id/cancel', requireUser, async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { reason } = parse(shopperCancelRequest, req.body);
    const decided = await decideOrder(
      context.store,
      products,
      { type: 'CancelOrder', orderId, reason: 'customer_request', note: reason, by: 'shopper', customerId: req.user!.id, now: new Date() },
      metadataOf(req),
    );
    await written(context, req, res, decided.append);
    res.json(asHers(orderAnswer(decided), await context.store.readStream(orderStreamId(orderId))));
  });

  return router;
}
