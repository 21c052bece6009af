import { z } from 'zod';
import { Refusal, type AppendResult } from '../../events/index.js';
import { conflict, notFound } from '../../infra/errors.js';
import { metadataOf, perStore, written, type ModuleContext } from '../../infra/http/context.js';
import { orderProducts } from './product-cache.js';
import { pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { findOrderDetail, listOrdersPage } from '../../projections/orders/index.js';
import { withActors } from './user-names.js';
import { currentOrder, describeState, orderAsOf, orderHistory } from './history.js';
import { orderListKeySchema, orderListQuery } from './list-query.js';
import { changeOrderStatus, deleteOrder } from './manage-orders.js';
import { orderDecider, orderNotFound } from './order.decider.js';
import { exportFileName, streamOrdersCsv } from './orders-csv.js';
import { OrderPlacer } from './place-order.js';
import {
  asOfQuery,
  bulkStatusRequest,
  changeStatusRequest,
  idempotencyKeyHeader,
  placeOrderRequest,
  type BulkStatusAnswer,
  type BulkStatusResult,
  type OrderAnswer,
  bulkStatusAnswer,
  orderAnswer,
  orderDetailAnswer,
  orderAsOfAnswer,
  orderHistoryEntryAnswer,
} from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** Places orders for the store's limits: one per running store. */
const orderPlacer = perStore(
  (context) =>
    new OrderPlacer(context.store, context.pool, {
      unitsPerLine: context.config.ORDER_MAX_UNITS_PER_LINE,
      unitsPerOrder: context.config.ORDER_MAX_UNITS,
      ordersPerHour: context.config.ORDER_MAX_PER_HOUR,
    }),
);

/** A refused order's number, to name it in the answer (null when the order does not exist or was deleted). */
async function orderNumberOf(context: ModuleContext, orderId: string): Promise<number | null> {
  const order = await currentOrder(context.store, orderId);
  return order && !order.deleted ? order.orderNumber : null;
}

export const ordersRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/orders',
    summary: 'Place an order (cash on delivery)',
    access: 'customer',
    // Decided from the streams alone (ADR 041): a checkout never waits for a read model.
    streamOnly: true,
    body: placeOrderRequest,
    headers: ['Idempotency-Key'],
    responses: { 201: orderAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(placeOrderRequest, req.body);
      const headerKey = req.get('idempotency-key');
      const key = headerKey === undefined ? null : parse(idempotencyKeyHeader, headerKey);
      const placed = await orderPlacer(context).place(req.user!.id, body, key, metadataOf(req)).catch((error: unknown) => {
        // The hourly limit says when the next order will be taken.
        if (error instanceof Refusal && error.code === 'order_rate_limit') {
          res.setHeader('retry-after', String(error.params!.retryAfterSeconds));
        }
        throw error;
      });
      // Answered at the append (ADR 041): a new order from what was appended, a repeated key's order from its stream;
      // both as the contract's order (the folded state's `deleted` is not part of it).
      await written(context, req, res, placed.append);
      const described = placed.placed
        ? describeState(orderDecider.evolve(orderDecider.initialState(), { type: 'OrderPlaced', data: placed.placed }))
        : await currentOrder(context.store, placed.orderId);
      if (!described || described.deleted) throw conflict('This order was placed earlier and has since been deleted', 'order_deleted');
      const { deleted: _deleted, ...order } = described;
      res.status(201).json(order satisfies OrderAnswer);
    },
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    summary: "Change an order's status",
    access: 'admin',
    body: changeStatusRequest,
    responses: { 200: orderAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { status } = parse(changeStatusRequest, req.body);
      const changed = await changeOrderStatus(context.store, orderId, status, metadataOf(req));
      await written(context, req, res, changed.append);
      // The order as the decision left it, in the read model's shape.
      const described = describeState(changed.state);
      if (!described || described.deleted) throw notFound(orderNotFound);
      const { deleted: _deleted, ...order } = described;
      res.json(order);
    },
  },
  /**
  * Many orders moved to packed or shipped at once (the packing room's batch). Each order is decided on its own, one
  * after another, by the same command as the single change above, from its own stream: an order is its own
  * consistency boundary, so one refused order (cancelled, sent back, deleted) must not undo or hold up the others,
  * which one transaction over every stream would do. Each is answered with its new status or the refusal's code.
  */
  {
    method: 'POST',
    route: '/api/admin/orders/bulk-status',
    summary: 'Mark many orders packed or shipped at once; each order is answered on its own (changed, or why not)',
    access: 'admin',
    body: bulkStatusRequest,
    responses: { 200: bulkStatusAnswer },
    handler: (context) => async (req, res) => {
      const { orderIds, to } = parse(bulkStatusRequest, req.body);
      const metadata = metadataOf(req);
      const results: BulkStatusResult[] = [];
      let last: AppendResult | null = null;
      for (const orderId of orderIds) {
        try {
          const changed = await changeOrderStatus(context.store, orderId, to, metadata);
          if (changed.append) last = changed.append;
          if (changed.state.kind !== 'placed') throw new Refusal('not_found', orderNotFound);
          results.push({ orderId, orderNumber: changed.state.order.orderNumber, ok: true, status: changed.state.status });
        } catch (error) {
          if (!(error instanceof Refusal)) {
            // The changes made so far stay made: the answer still marks the position they reached.
            if (last) await written(context, req, res, last);
            throw error;
          }
          const number = await orderNumberOf(context, orderId);
          results.push({ orderId, ...(number === null ? {} : { orderNumber: number }), ok: false, code: error.code, message: error.message });
        }
      }
      // The appends follow one another, so the last one's position covers every change (read-your-writes, ADR 041).
      await written(context, req, res, last);
      res.json({ results } satisfies BulkStatusAnswer);
    },
  },
  {
    method: 'DELETE',
    route: '/api/admin/orders/:id',
    summary: 'Delete an order (its stock returns)',
    access: 'admin',
    responses: { 204: null },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      await written(context, req, res, await deleteOrder(context.store, orderProducts(context), orderId, metadataOf(req)));
      res.status(204).end();
    },
  },
  /** Newest first, 50 a page (100 at most), filtered by status, search text and days (see list-query.ts). */
  {
    method: 'GET',
    route: '/api/admin/orders',
    summary: 'Orders, newest first, filtered',
    access: 'admin',
    query: orderListQuery,
    paged: 'bounded',
    responses: { 200: z.array(orderAnswer) },
    handler: (context) => async (req, res) => {
      const filters = parse(orderListQuery, req.query);
      const page = pageRequest(req.query, orderListKeySchema);
      sendPage(req, res, await listOrdersPage(context.pool, filters, page));
    },
  },
  /** Every order the same filters match, one line per item, streamed. */
  {
    method: 'GET',
    route: '/api/admin/orders.csv',
    summary: 'The filtered orders as CSV, a line per item',
    access: 'admin',
    query: orderListQuery,
    responses: { 200: { mediaType: 'text/csv' } },
    handler: (context) => async (req, res) => {
      const filters = parse(orderListQuery, req.query);
      const today = new Date().toISOString().slice(0, 10);
      await streamOrdersCsv(context.pool, res, filters, exportFileName(filters, today));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    summary: 'An order, now or as it stood at `asOf`',
    access: 'admin',
    query: asOfQuery,
    responses: { 200: z.union([orderDetailAnswer, orderAsOfAnswer]) },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { asOf } = parse(asOfQuery, req.query);
      res.setHeader('cache-control', 'no-store');
      if (asOf) {
        const then = await orderAsOf(context.store, orderId, new Date(asOf));
        if (!then) throw notFound('The order did not exist at that time');
        return res.json(then);
      }
      const order = await findOrderDetail(context.pool, orderId);
      if (!order) throw notFound(orderNotFound);
      res.json(order);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/history',
    summary: "An order's events up to `asOf`",
    access: 'admin',
    query: asOfQuery,
    responses: { 200: z.array(orderHistoryEntryAnswer) },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { asOf } = parse(asOfQuery, req.query);
      const history = await orderHistory(context.store, orderId, asOf ? new Date(asOf) : undefined);
      if (history.length === 0 && !asOf) throw notFound(orderNotFound);
      res.setHeader('cache-control', 'no-store');
      // The answer names actors by id, email and role (its contract has no name).
      res.json((await withActors(context, history)).map(({ actor: { name: _name, ...actor }, ...entry }) => ({ ...entry, actor })));
    },
  },
];
