import type { Queryable } from '../../events/index.js';

/** A coupon as the back office lists it (the contract's `couponAnswer`). */
export interface CouponRow {
  readonly id: string;
  readonly code: string;
  readonly kind: 'percent' | 'amount' | 'free_delivery';
  readonly value: string | null;
  readonly minSubtotal: string | null;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  readonly active: boolean;
  readonly uses: number;
  readonly discountGiven: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Newest first: (createdAt, id). */
export type CouponKey = readonly [string, string];

export interface CouponFilters {
  /** Part of the code, any case. */
  readonly q?: string | undefined;
  readonly active?: boolean | undefined;
}

const iso = (column: string) => `to_json(${column})#>>'{}'`;
const columns = `c.id, c.code, c.kind, c.value::text as value, c.min_subtotal::text as "minSubtotal",
  ${iso('c.starts_at')} as "startsAt", ${iso('c.ends_at')} as "endsAt", c.max_uses as "maxUses",
  c.max_uses_per_customer as "maxUsesPerCustomer", c.active, c.uses, c.discount_given::text as "discountGiven",
  ${iso('c.created_at')} as "createdAt", ${iso('c.updated_at')} as "updatedAt"`;

function where(filters: CouponFilters, params: unknown[]): string {
  const conditions: string[] = [];
  if (filters.q) {
    params.push(`%${filters.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`c.code like $${params.length}`);
  }
  if (filters.active !== undefined) {
    params.push(filters.active);
    conditions.push(`c.active = $${params.length}`);
  }
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** One page of coupons, newest first, after a (createdAt, id) position, and how many match in all. */
export async function listCoupons(
  db: Queryable,
  filters: CouponFilters,
  page: { readonly limit: number; readonly after: CouponKey | null },
): Promise<{ rows: CouponRow[]; total: number }> {
  const params: unknown[] = [];
  const filter = where(filters, params);
  const countParams = [...params];
  let keyset = '';
  if (page.after) {
    params.push(page.after[0], page.after[1]);
    keyset = `${filter ? 'and' : 'where'} (c.created_at, c.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
  }
  params.push(page.limit + 1);
  const [rows, total] = await Promise.all([
    db.query<CouponRow>(
      `select ${columns} from coupons c ${filter} ${keyset} order by c.created_at desc, c.id desc limit $${params.length}`,
      params,
    ),
    db.query<{ n: number }>(`select count(*)::int as n from coupons c ${filter}`, countParams),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findCoupon(db: Queryable, id: string): Promise<CouponRow | null> {
  const result = await db.query<CouponRow>(`select ${columns} from coupons c where c.id = $1`, [id]);
  return result.rows[0] ?? null;
}
