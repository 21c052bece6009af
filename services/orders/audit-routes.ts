import { z } from 'zod';
import { foldStream } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import { pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { listOrdersPage } from '../../projections/orders/index.js';
import { describeState, toEntry } from './history.js';
import { orderDecider, orderNotFound } from './order.decider.js';
import { orderListKeySchema, orderListQuery } from './list-query.js';
import { asOfQuery, auditOrderHistoryAnswer, auditOrderRowAnswer } from './schemas.js';
import { withActors } from './user-names.js';
import { summarise } from '../../events/summary.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/**
 * The orders as auditors read them (the app lets admins and auditors through the /api/audit prefix): the list, and
 * one order's events with its state at any moment, from the log, so also after the order was deleted.
 */
export const orderAuditRoutes: readonly RouteDefinition[] = [
  // The back office's list query (same filters, order and cursor), each order summed up for the auditors' table.
  {
    method: 'GET',
    route: '/api/audit/orders',
    summary: 'Orders as the auditors list them',
    access: 'audit',
    query: orderListQuery,
    paged: 'bounded',
    responses: { 200: z.array(auditOrderRowAnswer) },
    handler: (context) => async (req, res) => {
      const filters = parse(orderListQuery, req.query);
      const page = await listOrdersPage(context.pool, filters, pageRequest(req.query, orderListKeySchema));
      sendPage(req, res, {
        ...page,
        rows: page.rows.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          shippingName: order.shippingName,
          shippingPhone: order.shippingPhone,
          shippingCity: order.shippingCity,
          status: order.status,
          subtotal: order.subtotal,
          discount: order.discount,
          deliveryFee: order.deliveryFee,
          codFee: order.codFee,
          totalAmount: order.totalAmount,
          storeCreditUsed: order.storeCreditUsed,
          amountDue: order.amountDue,
          itemCount: order.items.reduce((units, item) => units + item.quantity, 0),
          createdAt: order.createdAt,
        })),
      });
    },
  },
  // The order as it stood at `asOf` (now when absent) and every event of it up to then, each with its actor's name.
  {
    method: 'GET',
    route: '/api/audit/orders/:id/history',
    summary: 'An order as it stood at `asOf`, with its events and their actors',
    access: 'audit',
    query: asOfQuery,
    responses: { 200: auditOrderHistoryAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { asOf } = parse(asOfQuery, req.query);
      const upTo = asOf ? new Date(asOf) : undefined;
      const events = await context.store.readStream(orderStreamId(orderId), { recordedUpTo: upTo });
      const history = events.map(toEntry);
      if (history.length === 0 && !asOf) throw notFound(orderNotFound);

      res.setHeader('cache-control', 'no-store');
      res.json({
        asOf: asOf ?? null,
        order: describeState(foldStream(orderDecider, events)),
        // Each event with the summary the event log gives it, which the auditors' pages put into words.
        history: (await withActors(context, history)).map((entry) => ({ ...entry, summary: summarise(entry.type, entry.data) })),
      });
    },
  },
];
