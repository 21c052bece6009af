import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

/** The event types that only set a variant's stock figure (isStockEventType). */
export const stockTypes = ['StockAdjusted', 'StockAdjustmentMade', 'StockReserved', 'StockReleased', 'DamagedReturnRecorded'] as const;

/**
 * For a full rebuild (Projection.deferredFromLog): every stock event of the log up to `upTo`, applied inside the
 * database once every other catalog event up to there is in, leaving what applying them in their place would.
 *
 * A stock event sets its variant's figure if the variant's row is there at that moment, and moves its product's
 * version if the product's row is. So a variant ends at the figure of its last stock event (same product and
 * variant) if that came after the variant's row last appeared (the first listing of it after the last product
 * event that did not list it: a creation, revision or deletion of its product), and otherwise keeps the figure it
 * was inserted with (the creation's, or 0 from a revision). A product's version takes the highest stream version
 * among the stock events that came after its last creation.
 */
export async function stockFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  await client.query(
    `with structure as materialized (
       select (e.data->>'productId')::uuid as product_id, e.transaction_id as t, e.global_position as p, e.type,
         e.data->'variants' as variants
       from events e
       where e.type in ('ProductCreated', 'ProductRevised', 'ProductDeleted') and ${upTo('e')}
     ), last_absent as (
       select distinct on (v.id) v.id as variant_id, s.t, s.p
       from variants v join structure s on s.product_id = v.product_id
       where not exists (
         select 1 from jsonb_array_elements(coalesce(s.variants, '[]')) as listed(variant)
         where (listed.variant->>'variantId')::uuid = v.id)
       order by v.id, s.t desc, s.p desc
     ), appeared as (
       select distinct on (v.id) v.id as variant_id, v.product_id, s.t, s.p
       from variants v join structure s on s.product_id = v.product_id
         left join last_absent a on a.variant_id = v.id
       where a.variant_id is null or (s.t, s.p) > (a.t, a.p)
       order by v.id, s.t, s.p
     ), stock as materialized (
       select (e.data->>'productId')::uuid as product_id, (e.data->>'variantId')::uuid as variant_id,
         e.transaction_id as t, e.global_position as p, e.stream_version as version,
         (case when e.type in ('StockReserved', 'StockReleased', 'DamagedReturnRecorded') then e.data->>'remaining' else e.data->>'stock' end)::bigint as figure
       from events e
       where e.type in ('StockAdjusted', 'StockAdjustmentMade', 'StockReserved', 'StockReleased', 'DamagedReturnRecorded') and ${upTo('e')}
     ), last_figure as (
       select distinct on (variant_id, product_id) variant_id, product_id, t, p, figure
       from stock order by variant_id, product_id, t desc, p desc
     ), figures as (
       update variants v set stock = f.figure
       from last_figure f join appeared a on a.variant_id = f.variant_id and a.product_id = f.product_id
       where v.id = f.variant_id and (f.t, f.p) > (a.t, a.p)
     ), last_created as (
       select distinct on (product_id) product_id, t, p from structure where type = 'ProductCreated'
       order by product_id, t desc, p desc
     )
     update products pr set version = greatest(pr.version, n.version)
     from (select s.product_id, max(s.version) as version from stock s join last_created c on c.product_id = s.product_id
           where (s.t, s.p) > (c.t, c.p) group by s.product_id) n
     where pr.id = n.product_id`,
    upToValues(checkpoint),
  );
}
