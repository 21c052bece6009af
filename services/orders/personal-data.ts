import type { EventStore, Queryable } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { everyPage } from '../../infra/http/paging.js';
import { findOrder, listCustomerOrders } from '../../projections/orders/index.js';
import { listReturns, type ReturnKey } from '../../projections/returns/index.js';
import { asHers } from './account-routes.js';
import { returnAnswerOf } from './return-answer.js';
import type { ReturnAnswer } from './return-schemas.js';
import type { ExportedOrderAnswer } from './schemas.js';
import { statusChanges } from './timeline.js';

/**
 * Every order of hers for her data export, newest first: each as her order page reads it (lines, amounts, the
 * address it went to, its timeline) with its history from its events. Orders the staff deleted are not in the read
 * model, and not here either.
 */
export async function ordersOf(db: Queryable, store: EventStore, userId: string): Promise<ExportedOrderAnswer[]> {
  const rows = await everyPage(
    (after: readonly [string, number] | null, limit) => listCustomerOrders(db, userId, { limit, after }),
    (row) => [row.createdAt, row.orderNumber] as const,
  );
  const orders: ExportedOrderAnswer[] = [];
  for (const row of rows) {
    const order = await findOrder(db, row.id);
    if (!order || order.userId !== userId) continue;
    const events = await store.readStream(orderStreamId(row.id), { client: db });
    orders.push({ ...asHers(order, events), history: statusChanges(events) });
  }
  return orders;
}

/** Every return she asked for, newest first, as her returns page reads each. */
export async function returnsOf(db: Queryable, userId: string): Promise<ReturnAnswer[]> {
  const rows = await everyPage(
    async (after: ReturnKey | null, limit) => (await listReturns(db, { userId }, { limit, after })).rows,
    (row) => [row.requestedAtKey, row.state.request.returnId] as const,
  );
  return rows.map((row) => returnAnswerOf(row.state));
}
