import type { Queryable } from '../../events/index.js';
import type { EmirateKey } from '../../events/addresses.js';
import type { CodRules, CodStatus } from '../../events/cod.js';
import { fromCents, toCents } from '../../infra/money.js';
import { readCodHistory, type CodOutcome } from '../../projections/cod/index.js';
import { codRefusalReasons, codVerdict, type CodRefusalReason } from './cod-rules.js';

/** One order the rules would have refused, and what really became of it. */
export interface SimulatedOrder {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly placedAt: string;
  readonly reason: CodRefusalReason;
  readonly outcome: CodOutcome;
}

/** `POST /api/admin/cod-rules/simulate`'s answer: amounts with two decimals. */
export interface CodSimulation {
  readonly ordersConsidered: number;
  readonly wouldRefuse: { readonly orders: number; readonly revenue: string };
  readonly byReason: Record<CodRefusalReason, number>;
  /** Orders refused at the door that the rules would have stopped, and what the couriers charged for them. */
  readonly refusalsAvoided: number;
  readonly courierCostAvoided: string;
  /** The totals of delivered orders the rules would have stopped. */
  readonly deliveredRevenueLost: string;
  /** Newest first. */
  readonly orders: SimulatedOrder[];
}

/** Counts kept under a key, for the sweep. */
class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string, count: number): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }
  of(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/**
 * The rules tried on every order placed in [from, to) (deleted ones left out), each judged by `codVerdict` with
 * only what was known when it was placed: her orders first delivered before it, the orders refused at the door
 * before it by her account or at its phone number (each order once), and the staff's last decision about her before
 * it. Nothing that happened later (a refusal recorded after the order) changes its verdict. Nothing is written.
 *
 * The period's orders and what came before `to` are read in four indexed queries (readCodHistory), then swept once
 * in time order, so the cost grows with the period's orders.
 */
export async function simulateCodRules(db: Queryable, rules: CodRules, range: { readonly from: Date; readonly to: Date }): Promise<CodSimulation> {
  const history = await readCodHistory(db, range.from, range.to);

  const delivered = new Tally();
  // Refusals by account, by number, and by both: her account's or her number's, each order once, is
  // account + number - both.
  const refusedByUser = new Tally();
  const refusedAtPhone = new Tally();
  const refusedByBoth = new Tally();
  const status = new Map<string, CodStatus>();
  const both = (userId: string, phone: string) => `${userId} ${phone}`;

  const addDelivery = (entry: (typeof history.deliveries)[number]) => delivered.add(entry.userId, entry.count);
  const addRefusal = (entry: (typeof history.refusals)[number]) => {
    refusedByUser.add(entry.userId, entry.count);
    if (entry.phone !== null) {
      refusedAtPhone.add(entry.phone, entry.count);
      refusedByBoth.add(both(entry.userId, entry.phone), entry.count);
    }
  };
  const addStatus = (entry: (typeof history.statuses)[number]) => status.set(entry.userId, entry.status as CodStatus);

  // What came before the period is known to every order in it.
  let nextDelivery = 0;
  let nextRefusal = 0;
  let nextStatus = 0;
  const { deliveries, refusals, statuses } = history;
  for (; nextDelivery < deliveries.length && deliveries[nextDelivery]!.at === null; nextDelivery++) addDelivery(deliveries[nextDelivery]!);
  for (; nextRefusal < refusals.length && refusals[nextRefusal]!.at === null; nextRefusal++) addRefusal(refusals[nextRefusal]!);

  const byReason = Object.fromEntries(codRefusalReasons.map((reason) => [reason, 0])) as Record<CodRefusalReason, number>;
  const stopped: SimulatedOrder[] = [];
  let revenue = 0n;
  let refusalsAvoided = 0;
  let courierCostAvoided = 0n;
  let deliveredRevenueLost = 0n;

  for (const [orderId, orderNumber, userId, phone, emirate, totalAmount, placedAt, outcome, refusalCost] of history.orders) {
    // Only what happened strictly before the order was placed.
    for (; nextDelivery < deliveries.length && deliveries[nextDelivery]!.at! < placedAt; nextDelivery++) addDelivery(deliveries[nextDelivery]!);
    for (; nextRefusal < refusals.length && refusals[nextRefusal]!.at! < placedAt; nextRefusal++) addRefusal(refusals[nextRefusal]!);
    for (; nextStatus < statuses.length && statuses[nextStatus]!.at < placedAt; nextStatus++) addStatus(statuses[nextStatus]!);

    const atPhone = phone === null ? 0 : refusedAtPhone.of(phone);
    const verdict = codVerdict(rules, {
      total: totalAmount,
      emirate: emirate as EmirateKey | null,
      deliveredOrders: delivered.of(userId),
      refusals: refusedByUser.of(userId) + (atPhone === 0 ? 0 : atPhone - refusedByBoth.of(both(userId, phone!))),
      status: status.get(userId) ?? 'auto',
    });
    if (verdict.available) continue;
    const total = toCents(totalAmount);
    byReason[verdict.reason] += 1;
    revenue += total;
    if (outcome === 'refused') {
      refusalsAvoided += 1;
      courierCostAvoided += toCents(refusalCost ?? '0.00');
    } else if (outcome === 'delivered') deliveredRevenueLost += total;
    stopped.push({ orderId, orderNumber, placedAt: new Date(placedAt).toISOString(), reason: verdict.reason, outcome });
  }

  return {
    ordersConsidered: history.orders.length,
    wouldRefuse: { orders: stopped.length, revenue: fromCents(revenue) },
    byReason,
    refusalsAvoided,
    courierCostAvoided: fromCents(courierCostAvoided),
    deliveredRevenueLost: fromCents(deliveredRevenueLost),
    orders: stopped.reverse(),
  };
}
