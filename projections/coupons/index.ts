import type { StoredEvent } from '../../events/index.js';
import { couponEvents, type CouponEvent } from '../../events/coupons.js';
import { fromCents, toCents } from '../../infra/money.js';
import { defineProjection } from '../engine/projection.js';

export * from './queries.js';

/**
 * The coupons for the back office's list (ADR 066): each one's terms as last set, and its uses and the discount it
 * gave, net of the uses cancelled orders gave back. Checkout never reads it: a use is decided on the coupon's stream.
 */
export const couponsProjection = defineProjection({
  name: 'coupons',
  handles: couponEvents.map((definition) => definition.type).filter((type) => type !== 'CouponCodeClaimed'),
  tables: ['coupons'],
  migrations: [
    {
      id: 'projection:coupons:1',
      sql: `create table coupons (
        id uuid primary key,
        code text not null unique,
        kind text not null,
        value numeric(10,2),
        min_subtotal numeric(10,2),
        starts_at timestamptz,
        ends_at timestamptz,
        max_uses integer,
        max_uses_per_customer integer,
        active boolean not null,
        uses integer not null default 0,
        discount_given numeric(14,2) not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index coupons_newest on coupons (created_at desc, id desc);
      create index coupons_active_newest on coupons (active, created_at desc, id desc);`,
    },
  ],
  async apply(client, events) {
    const typed = events.map((stored: StoredEvent) => ({ type: stored.type, data: stored.data }) as CouponEvent);
    // Terms in the order they were set (a handful per batch); uses summed per coupon into one update.
    for (const event of typed) {
      if (event.type === 'CouponCreated') {
        const d = event.data;
        await client.query(
          `insert into coupons (id, code, kind, value, min_subtotal, starts_at, ends_at, max_uses, max_uses_per_customer,
             active, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
           on conflict (id) do nothing`,
          [d.couponId, d.code, d.kind, d.value, d.minSubtotal, d.startsAt, d.endsAt, d.maxUses, d.maxUsesPerCustomer, d.active, d.createdAt],
        );
      } else if (event.type === 'CouponChanged') {
        const d = event.data;
        await client.query(
          `update coupons set kind = $2, value = $3, min_subtotal = $4, starts_at = $5, ends_at = $6, max_uses = $7,
             max_uses_per_customer = $8, active = $9, updated_at = $10
           where id = $1`,
          [d.couponId, d.kind, d.value, d.minSubtotal, d.startsAt, d.endsAt, d.maxUses, d.maxUsesPerCustomer, d.active, d.changedAt],
        );
      }
    }
    const uses = new Map<string, { uses: number; discountCents: bigint }>();
    for (const event of typed) {
      if (event.type !== 'CouponUsed' && event.type !== 'CouponUseReturned') continue;
      const step = event.type === 'CouponUsed' ? 1 : -1;
      const sum = uses.get(event.data.couponId) ?? { uses: 0, discountCents: 0n };
      sum.uses += step;
      sum.discountCents += BigInt(step) * toCents(event.data.discount);
      uses.set(event.data.couponId, sum);
    }
    if (uses.size > 0) {
      await client.query(
        `update coupons c set uses = c.uses + u.uses, discount_given = c.discount_given + u.discount
         from json_to_recordset($1::json) as u(id uuid, uses int, discount numeric)
         where c.id = u.id`,
        [JSON.stringify([...uses].map(([id, sum]) => ({ id, uses: sum.uses, discount: fromCents(sum.discountCents) })))],
      );
    }
  },
});
