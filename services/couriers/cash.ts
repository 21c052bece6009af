import type { CollectedCash, CourierCash } from '../../events/couriers.js';
import { fromCents, toCents } from '../../infra/money.js';
import type { CourierCashAnswer } from './schemas.js';

/** The sum of amounts, exactly (in integer fils). */
export const sumOf = (amounts: readonly string[]) => fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));

const held = (cash: CourierCash) => [...cash.values()].filter((order) => order.remittedAt === null);

/** What the courier still holds: every collection not yet remitted. */
export const outstandingOf = (cash: CourierCash) => sumOf(held(cash).map((order) => order.amount));

/**
 * A courier's cash as its stream stood at `asOf`: what was collected, handed over and is still held, the
 * deliveries whose cash differed from the order's total, and every order collected (in the order taken).
 */
export function cashAnswer(courierId: string, asOf: Date, cash: CourierCash): CourierCashAnswer {
  const orders = [...cash.values()];
  const remitted = orders.filter((order) => order.remittedAt !== null);
  return {
    courierId,
    asOf: asOf.toISOString(),
    collected: sumOf(orders.map((order) => order.amount)),
    remitted: sumOf(remitted.map((order) => order.amount)),
    outstanding: outstandingOf(cash),
    discrepancies: orders
      .filter((order) => toCents(order.amount) !== toCents(order.expected))
      .map(({ orderId, orderNumber, expected, amount }) => ({ orderId, orderNumber, expected, collected: amount })),
    orders: orders.map(orderLine),
  };
}

const orderLine = ({ orderId, orderNumber, amount, collectedAt, remittedAt }: CollectedCash) => ({
  orderId,
  orderNumber,
  collected: amount,
  collectedAt,
  remittedAt,
});
