import type { EventStore, Queryable } from '../../events/index.js';
import { foldStream } from '../../events/index.js';
import { customerOrdersStreamId, orderStreamId } from '../../events/orders.js';
import { everyPage } from '../../infra/http/paging.js';
import { findOrder, listCustomerOrders } from '../../projections/orders/index.js';
import { listReturns, type ReturnKey } from '../../projections/returns/index.js';
import { asHers } from './account-routes.js';
import { describeState } from './history.js';
import { orderDecider } from './order.decider.js';
import { returnAnswerOf } from './return-answer.js';
import type { ReturnAnswer } from './return-schemas.js';
import type { ExportedOrderAnswer } from './schemas.js';
import { statusChanges } from './timeline.js';

/**
 * Every order of hers for her data export: first those her order list shows, newest first, each as her order page
 * reads it (lines, amounts, the address it went to, its timeline) with its history from its events; then those the
 * staff deleted, which left the read models but not the log, folded from their streams. They are found through her
 * order counts (`CustomerOrderCounted`, written with every order since the hourly limit was kept).
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
    orders.push({ ...asHers(order, events), history: statusChanges(events), deleted: false });
  }
  const listed = new Set(orders.map((order) => order.id));
  const counted = await store.readStream(customerOrdersStreamId(userId), { client: db });
  const unlisted = counted.flatMap((event) => {
    const orderId = event.type === 'CustomerOrderCounted' ? (event.data as { orderId: string }).orderId : null;
    return orderId && !listed.has(orderId) ? [orderId] : [];
  });
  for (const orderId of unlisted.reverse()) {
    const events = await store.readStream(orderStreamId(orderId), { client: db });
    const state = describeState(foldStream(orderDecider, events));
    if (!state || state.userId !== userId || !state.deleted) continue;
    const { deleted: _deleted, ...order } = state;
    orders.push({ ...asHers(order, events), history: statusChanges(events), deleted: true });
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
