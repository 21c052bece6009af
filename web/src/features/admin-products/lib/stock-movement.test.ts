import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/types";
import type { StockMovement } from "../api/stock";
import { linkedOrderOf, reasonOf } from "./stock-movement";

const t = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format).replace(/[\u2068\u2069]/g, "");
};
const en = t("en");
const ar = t("ar");

const movement = (changes: Partial<StockMovement>): StockMovement => ({
  version: 2,
  index: 0,
  at: "2026-11-27T10:00:00.000Z",
  variantId: "v",
  size: "M",
  color: null,
  change: -1,
  stock: 4,
  reason: "order_placed",
  orderId: "order-1",
  orderNumber: 1042,
  exchangeOf: null,
  note: null,
  actor: { id: "a", role: "admin", email: "admin@example.com" },
  ...changes,
});

describe("a stock movement's reason in the ledger", () => {
  it("tells units taken by a placed order from units staff added to it or put back", () => {
    expect(reasonOf(movement({}), en)).toBe("Order #1042 placed");
    expect(reasonOf(movement({ reason: "order_edited" }), en)).toBe("Order #1042 edited: units added");
    expect(reasonOf(movement({ reason: "order_edited", change: 1 }), en)).toBe("Order #1042 edited: units put back");
    expect(reasonOf(movement({ reason: "order_edited" }), ar)).toBe("تعديل الطلب رقم 1042: أُضيفت قطع");
  });

  it("says units are held for an exchange, naming the order returned until the exchange order exists, and links only to orders that exist", () => {
    const held = movement({ reason: "exchange", orderId: "exchange-1", orderNumber: null, exchangeOf: { returnId: "r", orderId: "order-1", orderNumber: 1042 } });
    expect(reasonOf(held, en)).toBe("Held for an exchange (return of order #1042)");
    expect(reasonOf(held, ar)).toBe("محجوزة لاستبدال (إرجاع من الطلب رقم 1042)");
    expect(linkedOrderOf(held)).toBe("order-1");
    const placed = { ...held, orderNumber: 1050 };
    expect(reasonOf(placed, en)).toBe("Exchange order #1050 (return of order #1042)");
    expect(linkedOrderOf(placed)).toBe("exchange-1");
    expect(linkedOrderOf(movement({ reason: "received", orderId: null, orderNumber: null }))).toBeNull();
  });
});
