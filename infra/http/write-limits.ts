import type { Request, RequestHandler } from 'express';
import type { Queryable } from '../../events/index.js';
import { AppError } from '../errors.js';
import type { Migration } from '../migrate.js';
import { writeFamilyOf, type WriteBudget, type WriteBudgets, type WriteFamily } from './write-budgets.js';

/**
 * Each shopper's write budget per route family (ADR 064), in PostgreSQL so every instance spends the same one. One
 * row per account and family that wrote lately, holding when her budget is next whole again (`next_free`, the
 * theoretical arrival time of the generic cell rate algorithm): every write moves it one interval (3600 / perHour
 * seconds) later, and a write is refused while it lies more than `burst - 1` intervals ahead. A row in the past is a
 * whole budget, the same as no row, and the hourly sweep deletes it. Unlogged: operational state, not history; a
 * crash of PostgreSQL empties it, which only hands every shopper her whole budget again.
 */
export const writeLimitsMigration: Migration = {
  id: 'http:write-limits:1',
  sql: `create unlogged table write_limits (
    account text not null,
    family text not null,
    next_free timestamptz not null,
    primary key (account, family)
  );`,
};

const intervalOf = (budget: WriteBudget) => 3600 / budget.perHour;

/**
 * Spends one write of an account's budget in one statement (parallel writes each see the others', on any instance),
 * or answers the seconds to wait when it is spent; a refused write spends nothing.
 */
export async function chargeWrite(db: Queryable, account: string, family: WriteFamily, budget: WriteBudget): Promise<number | null> {
  const interval = intervalOf(budget);
  const tolerance = interval * (budget.burst - 1);
  const charged = await db.query(
    `insert into write_limits as w (account, family, next_free) values ($1, $2, now() + make_interval(secs => $3::float8))
     on conflict (account, family) do update set next_free = greatest(w.next_free, now()) + make_interval(secs => $3::float8)
       where w.next_free <= now() + make_interval(secs => $4::float8)
     returning 1`,
    [account, family, interval, tolerance],
  );
  if (charged.rowCount === 1) return null;
  const wait = await db.query<{ seconds: number | null }>(
    `select ceil(extract(epoch from next_free - now()) - $3::float8)::integer as seconds
       from write_limits where account = $1 and family = $2`,
    [account, family, tolerance],
  );
  return Math.max(1, wait.rows[0]?.seconds ?? 1);
}

/** Gives one write back to the budget it was charged to. */
export async function giveWriteBack(db: Queryable, account: string, family: WriteFamily, budget: WriteBudget): Promise<void> {
  await db.query(`update write_limits set next_free = next_free - make_interval(secs => $3::float8) where account = $1 and family = $2`, [
    account,
    family,
    intervalOf(budget),
  ]);
}

/** Deletes the rows of whole budgets (they mean what no row means). */
export async function sweepWriteLimits(db: Queryable): Promise<number> {
  const result = await db.query('delete from write_limits where next_free < now()');
  return result.rowCount ?? 0;
}

export interface ShopperWriteLimits {
  /** Charges a shopper's write to her budget for its family, or refuses it (429 `write_rate_limit`, Retry-After). */
  readonly charge: RequestHandler;
  /** Gives back the charge of a write the store refused (a 4xx answer appended nothing); nothing for other requests. */
  readonly giveBack: (req: Request) => Promise<void>;
}

/**
 * The one limit on shoppers' writes, mounted once for the whole API (app.ts) after the session is known and before
 * bodies are read: staff (admins, auditors) and visitors are not counted here, and the checkout keeps its own hourly
 * limit (ADR 015) outside every family.
 */
export function shopperWriteLimits(db: Queryable, budgets: WriteBudgets): ShopperWriteLimits {
  const charged = new WeakMap<Request, { readonly account: string; readonly family: WriteFamily }>();
  return {
    async charge(req, res, next) {
      const family = req.user?.role === 'customer' ? writeFamilyOf(req.method, req.path) : null;
      if (!family) return next();
      const account = req.user!.id;
      const wait = await chargeWrite(db, account, family, budgets[family]);
      if (wait === null) {
        charged.set(req, { account, family });
        return next();
      }
      res.setHeader('retry-after', String(wait));
      next(
        new AppError(429, `Too many changes to this account in a short time; try again in ${wait} s`, undefined, 'write_rate_limit', {
          retryAfterSeconds: wait,
        }),
      );
    },
    async giveBack(req) {
      const charge = charged.get(req);
      if (!charge) return;
      charged.delete(req);
      await giveWriteBack(db, charge.account, charge.family, budgets[charge.family]);
    },
  };
}
