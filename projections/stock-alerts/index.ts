import type { StoredEvent } from '../../events/index.js';
import { stockAlertEvents, type StockAlertEvent } from '../../events/stock-alerts.js';
import { lastBy } from '../engine/bulk.js';
import { defineProjection } from '../engine/projection.js';

export * from './queries.js';

/**
 * The alerts waiting now, one row per variant and shopper: a request adds it, a cancellation or its firing takes it
 * away. What the rows are about (names, slug, size, colour) is read from the catalog when listed, so a product
 * renamed meanwhile reads as it is now.
 */
export const stockAlertsProjection = defineProjection({
  name: 'stock_alerts',
  // An erased shopper's alerts go: there is nobody left to tell.
  handles: [...stockAlertEvents.map((definition) => definition.type), 'PersonalDataErased'],
  tables: ['stock_alerts'],
  migrations: [
    {
      id: 'projection:stock_alerts:1',
      sql: `create table stock_alerts (
        variant_id uuid not null,
        user_id uuid not null,
        product_id uuid not null,
        locale text not null,
        since timestamptz not null,
        primary key (variant_id, user_id)
      );
      create index stock_alerts_newest on stock_alerts (user_id, since desc, variant_id desc);
      create index stock_alerts_by_product on stock_alerts (product_id);`,
    },
  ],
  async apply(client, events) {
    // Each (variant, shopper) ends as its last event in the batch leaves it: waiting after a request, gone otherwise.
    const erased = events.filter((stored) => stored.type === 'PersonalDataErased').map((stored) => (stored.data as { userId: string }).userId);
    const last = lastBy(
      events.filter((stored) => stored.type !== 'PersonalDataErased').map((stored: StoredEvent) => ({ type: stored.type, data: stored.data }) as StockAlertEvent),
      (event) => `${event.data.variantId}/${event.data.userId}`,
    );
    const waiting = last.flatMap((event) => (event.type === 'StockAlertRequested' ? [event.data] : []));
    const over = last.filter((event) => event.type !== 'StockAlertRequested').map((event) => event.data);
    if (waiting.length > 0) {
      await client.query(
        `insert into stock_alerts (variant_id, user_id, product_id, locale, since)
         select "variantId", "userId", "productId", locale, "requestedAt"
         from json_to_recordset($1::json) as a("variantId" uuid, "userId" uuid, "productId" uuid, locale text, "requestedAt" timestamptz)
         on conflict (variant_id, user_id) do update set product_id = excluded.product_id, locale = excluded.locale, since = excluded.since`,
        [JSON.stringify(waiting)],
      );
    }
    if (over.length > 0) {
      await client.query(
        `delete from stock_alerts s using json_to_recordset($1::json) as a("variantId" uuid, "userId" uuid)
         where s.variant_id = a."variantId" and s.user_id = a."userId"`,
        [JSON.stringify(over)],
      );
    }
    if (erased.length > 0) await client.query('delete from stock_alerts where user_id = any($1::uuid[])', [erased]);
  },
});
