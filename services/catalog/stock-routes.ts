import { z } from 'zod';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { cursorId, cursorInteger, cursorText, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { listLowStock, lowStockKeyOf } from './low-stock.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { productNotFound } from './product.decider.js';
import { stockAdjustmentRequest, lowStockRowAnswer, stockAdjustmentAnswer, stockMovementAnswer } from './schemas.js';
import { adjustStock } from './stock-commands.js';
import { productHistory, stockMovementsOf, withOrderNumbers, type StockMovementEntry } from './stock-history.js';
import type { Queryable } from '../../events/index.js';
import { findUsersByIds } from '../../projections/users/index.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** A movement's place in the history: its event's version and its place in that event. */
const movementKey = z.tuple([cursorInteger.min(0), cursorInteger.min(0)]);
/** A low-stock row's place: its stock, its product's English name and its variant id. */
const lowStockKey = z.tuple([cursorInteger, cursorText, cursorId]);
const keyOf = (entry: StockMovementEntry) => [entry.version, entry.index] as const;

/** The stock ledger of the back office: adjustments with a reason, and every movement of a product's stock. */
export const stockRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/admin/products/:id/stock-adjustments',
    summary: "Adjust a variant's stock, with a reason",
    access: 'admin',
    body: stockAdjustmentRequest,
    responses: { 201: stockAdjustmentAnswer },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', productNotFound);
      const body = parse(stockAdjustmentRequest, req.body);
      const { stock, append } = await adjustStock(context, productId, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.status(201).json({ productId, variantId: body.variantId, change: body.change, stock, reason: body.reason, note: body.note });
    },
  },
  /**
  * Newest first, from the product's events in the log (also after it was deleted): the history is the log's, so
  * it cannot drift from the stock it explains.
  */
  {
    method: 'GET',
    route: '/api/admin/products/:id/stock-history',
    summary: "Every movement of a product's stock, newest first",
    access: 'admin',
    paged: true,
    responses: { 200: z.array(stockMovementAnswer) },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', productNotFound);
      const page = pageRequest(req.query, movementKey);
      const events = await productHistory(context.store, productId);
      if (!events) throw notFound(productNotFound);
      const newestFirst = stockMovementsOf(events).reverse();
      const after = page.after;
      const from = after ? newestFirst.findIndex((entry) => entry.version < after[0] || (entry.version === after[0] && entry.index < after[1])) : 0;
      const fetched = from < 0 ? [] : newestFirst.slice(from, from + page.limit + 1);
      const rows = keysetPage(fetched, page.limit, newestFirst.length, (entry) => [...keyOf(entry)]);
      sendPage(req, res, { ...rows, rows: await withActorEmails(context.pool, await withOrderNumbers(context.store, rows.rows)) });
    },
  },
  /** The variants running low or out now (below 5 units), fewest first: the dashboard's panel. */
  {
    method: 'GET',
    route: '/api/admin/low-stock',
    summary: 'Variants running low or out, fewest first',
    access: 'admin',
    paged: true,
    responses: { 200: z.array(lowStockRowAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, lowStockKey);
      const { rows, total } = await listLowStock(context.pool, page);
      sendPage(req, res, keysetPage(rows, page.limit, total, lowStockKeyOf));
    },
  },
];

/**
 * The acting staff's emails as the users read model has them today: the log names actors by id and role only
 * (ADR 068); events written before that keep the email they carried.
 */
async function withActorEmails(pool: Queryable, entries: readonly StockMovementEntry[]): Promise<StockMovementEntry[]> {
  const users = await findUsersByIds(pool, entries.map((entry) => entry.actor.id));
  return entries.map((entry) => ({ ...entry, actor: { ...entry.actor, email: users.get(entry.actor.id)?.email || entry.actor.email } }));
}
