import { Router } from 'express';
import { z } from 'zod';
import { foldStream } from '../../events/index.js';
import { orderStatuses, orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { countSearchedOrders, searchOrders, type OrderSearchKey } from '../../projections/orders/index.js';
import { describeState, toEntry } from './history.js';
import { orderDecider, orderNotFound } from './order.js';
import { asOfQuery } from './schemas.js';

const day = /^\d{4}-\d{2}-\d{2}$/;
const dateOrTime = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => (day.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success) && !Number.isNaN(Date.parse(value)), {
      message: `${field} must be a date (2026-11-21) or an ISO date-time`,
    })
    .optional();

/** A day of the store's calendar (UAE time, UTC+4 all year, no daylight saving) begins at this instant. */
const storeDayStart = (day: string) => new Date(`${day}T00:00:00+04:00`);

/** The orders list's filters; `from` and `to` days are the store's calendar days, both included. */
const orderListQuery = z
  .object({
    status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
    from: dateOrTime('from'),
    to: dateOrTime('to'),
  })
  .transform(({ status, q, from, to }) => ({
    status,
    q: q || undefined,
    from: from ? (day.test(from) ? storeDayStart(from) : new Date(from)) : undefined,
    before: to ? (day.test(to) ? new Date(storeDayStart(to).getTime() + 86_400_000) : new Date(Date.parse(to) + 1)) : undefined,
  }));

const orderCursor = z.tuple([z.string().min(1).max(64), z.number().int().positive()]) as unknown as z.ZodType<OrderSearchKey>;

/**
 * The orders as auditors read them (the app lets admins and auditors through the /api/audit prefix): the list, and
 * one order's events with its state at any moment, from the log, so also after the order was deleted.
 */
export function orderAuditRoutes(context: ModuleContext): Router {
  const router = Router();

  router.get('/audit/orders', async (req, res) => {
    const search = parse(orderListQuery, req.query);
    const page = pageRequest(req.query, orderCursor);
    const [fetched, total] = await Promise.all([searchOrders(context.pool, search, { ...page, limit: page.limit + 1 }), countSearchedOrders(context.pool, search)]);
    const rows = keysetPage(fetched, page.limit, total, (row) => [row.createdAtKey, row.orderNumber]);
    sendPage(req, res, { ...rows, rows: rows.rows.map(({ createdAtKey: _key, ...row }) => row) });
  });

  // The order as it stood at `asOf` (now when absent) and every event of it up to then, each with its actor's name.
  router.get('/audit/orders/:id/history', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const { asOf } = parse(asOfQuery, req.query);
    const upTo = asOf ? new Date(asOf) : undefined;
    const events = await context.store.readStream(orderStreamId(orderId), { recordedUpTo: upTo });
    const history = events.map(toEntry);
    if (history.length === 0 && !asOf) throw notFound(orderNotFound);
    const names = await userNames(context, history.map((entry) => entry.actor.id));
    res.setHeader('cache-control', 'no-store');
    res.json({
      asOf: asOf ?? null,
      order: describeState(foldStream(orderDecider, events)),
      history: history.map((entry) => ({ ...entry, actor: { ...entry.actor, name: names.get(entry.actor.id) ?? null } })),
    });
  });

  return router;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userNames(context: ModuleContext, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => uuid.test(id)))];
  if (wanted.length === 0) return new Map();
  const result = await context.pool.query<{ id: string; name: string }>('select id, name from users where id = any($1::uuid[])', [wanted]);
  return new Map(result.rows.map((row) => [row.id, row.name]));
}
