import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/types";
import { describeEvent, knownEventTypes } from "./describe-event";

const i18n = (locale: Locale) => {
  const format = createFormatters(locale);
  return { locale, t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format) };
};
/** The sentence without its direction isolates, to compare with plain text. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");
const en = i18n("en");
const ar = i18n("ar");

describe("a return's events in words (ADR 067)", () => {
  it("names the request, each move, the credit note and the units back on the shelf, in each language", () => {
    const requested = { kind: "ReturnRequested", params: { returnId: "r", orderId: "o", orderNumber: 1042, items: 2, resolution: "store_credit", amount: "270.00" } };
    expect(plain(describeEvent(requested, en))).toMatch(/^A return of 2 line\(s\) of order #1042 was asked for \(Store credit\), worth 270\.00/);
    expect(plain(describeEvent(requested, ar))).toMatch(/^طُلب إرجاع 2 من بنود الطلب #1042 \(رصيد في المتجر\)/);
    const moved = { kind: "ReturnStatusChanged", params: { returnId: "r", orderId: "o", orderNumber: 1042, from: "received", to: "refunded" } };
    expect(plain(describeEvent(moved, en))).toBe("A return of order #1042 moved from Received to Refunded");
    expect(plain(describeEvent(moved, ar))).toBe("انتقل إرجاع من الطلب #1042 من مُستلم إلى مُسترد");
    const note = { kind: "CreditNoteIssued", params: { returnId: "r", orderId: "o", orderNumber: 1042, creditNoteNumber: "CN-000003" } };
    expect(plain(describeEvent(note, en))).toBe("Credit note CN-000003 issued for a return of order #1042");
    const back = { kind: "StockReleased", params: { orderId: "o", quantity: 1, remaining: 5, reason: "customer_return" } };
    expect(plain(describeEvent(back, en))).toBe("1 unit(s) back in stock from a shopper's return, 5 left");
    for (const kind of ["ReturnRequested", "ReturnStatusChanged", "CreditNoteIssued", "OrderItemsReturnRequested", "OrderItemsReturnRejected"]) {
      expect(knownEventTypes, kind).toContain(kind);
      expect(describeEvent({ kind, params: {} }, ar), kind).not.toMatch(/^audit\.event/);
    }
  });
});
