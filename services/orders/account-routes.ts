import { z } from 'zod';
import type { StoredEvent } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import { cursorInteger, cursorTime, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { countCustomerOrders, findOrder, listCustomerOrders } from '../../projections/orders/index.js';
import { canShopperCancel, orderNotFound } from './order.decider.js';
import { accountOrderAnswer, accountOrderRowAnswer, type AccountOrderAnswer, type OrderAnswer } from './schemas.js';
import { statusTimeline } from './timeline.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** Where a page of her orders ends: the last row's time and number (numbers are unique). */
const orderCursor = z.tuple([cursorTime, cursorInteger.min(1)]);

/** A signed-in shopper's own orders. Another shopper's order is answered exactly as a missing one. */
export const accountOrdersRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/orders',
    summary: 'Her orders, newest first',
    access: 'customer',
    paged: true,
    responses: { 200: z.array(accountOrderRowAnswer) },
    handler: (context) => async (req, res) => {
      const userId = req.user!.id;
      const { limit, after } = pageRequest(req.query, orderCursor, { default: 20, max: 100 });
      const [rows, total] = await Promise.all([
        listCustomerOrders(context.pool, userId, { limit: limit + 1, after }),
        countCustomerOrders(context.pool, userId),
      ]);
      sendPage(req, res, keysetPage(rows, limit, total, (row) => [row.createdAt, row.orderNumber]));
    },
  },
  {
    method: 'GET',
    route: '/api/account/orders/:id',
    summary: 'One of her orders with its status timeline',
    access: 'customer',
    responses: { 200: accountOrderAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const order = await findOrder(context.pool, orderId);
      if (!order || order.userId !== req.user!.id) throw notFound(orderNotFound);
      const events = await context.store.readStream(orderStreamId(orderId));
      res.setHeader('cache-control', 'no-store');
      res.json(asHers(order, events));
    },
  },
];

/**
 * An order as its shopper reads it: the order, its shipment and whether she may still cancel it, with its timeline
 * from its events; not the staff's calls or the cash.
 */
export function asHers(order: OrderAnswer, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): AccountOrderAnswer {
  const {
    userId: _owner,
    shippingAddress: _line,
    courierId: _courier,
    contactAttemptsCount: _calls,
    lastContactOutcome: _lastCall,
    deliveryAttemptsCount: _attempts,
    codCollected: _cash,
    ...shown
  } = order;
  return { ...shown, canCancel: canShopperCancel(order.status), timeline: statusTimeline(events) };
}
