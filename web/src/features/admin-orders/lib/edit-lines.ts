import type { OrderDetail } from "../types";

/** A line of the order being edited: a kept line (with its price as ordered) or one added from the catalogue. */
export interface EditLine {
  readonly variantId: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly size: string | null;
  readonly color: string | null;
  /** The price the line is charged at: a kept line keeps its price, a new one takes the product's price now. */
  readonly price: string;
  readonly quantity: number;
  readonly isNew: boolean;
  /** Units on the shelf for a new line (what may be added), null for a kept one. */
  readonly stock: number | null;
}

export const linesOf = (order: Pick<OrderDetail, "items">): EditLine[] =>
  order.items.map((item) => ({
    variantId: item.variantId,
    nameEn: item.productNameEn,
    nameAr: item.productNameAr,
    size: item.variantSize,
    color: item.variantColor,
    price: item.price,
    quantity: item.quantity,
    isNew: false,
    stock: null,
  }));

const fils = (amount: string) => Math.round(Number(amount) * 100);
const amount = (value: number) => (value / 100).toFixed(2);

/** Adds a variant's line, or one more unit of it when it is there already. */
export function addLine(lines: readonly EditLine[], line: Omit<EditLine, "quantity" | "isNew">): EditLine[] {
  const existing = lines.find((candidate) => candidate.variantId === line.variantId);
  if (existing) return lines.map((candidate) => (candidate === existing ? { ...candidate, quantity: candidate.quantity + 1 } : candidate));
  return [...lines, { ...line, quantity: 1, isNew: true }];
}

/**
 * What the edit comes to as far as the page can tell: the new subtotal exactly, and an estimate of the total (the
 * coupon's share kept in proportion, or capped for an amount; delivery and COD fee as now). The store prices it
 * again with the delivery terms and coupon of the order's placement, which the page does not know.
 */
export function estimate(order: Pick<OrderDetail, "subtotal" | "discount" | "deliveryFee" | "codFee" | "coupon">, lines: readonly EditLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + fils(line.price) * line.quantity, 0);
  const before = fils(order.subtotal);
  const off = fils(order.discount);
  let discount = 0;
  if (order.coupon?.kind === "percent" && before > 0) discount = Math.round((off * subtotal) / before);
  else if (order.coupon?.kind === "amount") discount = Math.min(off, subtotal);
  const total = subtotal - discount + fils(order.deliveryFee) + fils(order.codFee);
  return { subtotal: amount(subtotal), total: amount(Math.max(0, total)) };
}

/** The request's lines: each variant once, with a quantity of at least one. */
export const requestLines = (lines: readonly EditLine[]) =>
  lines.filter((line) => line.quantity > 0).map(({ variantId, quantity }) => ({ variantId, quantity }));
