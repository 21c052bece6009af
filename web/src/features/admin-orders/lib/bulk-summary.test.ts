import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import { createFormatters } from "@/lib/i18n/format";
import { translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n";
import type { BulkResult } from "../api/bulk-update-status";
import { bulkSummary } from "./bulk-summary";

const inLanguage = (locale: Locale) => {
  const format = createFormatters(locale);
  return { locale, t: (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params, format) };
};

const packed = (orderNumber: number): BulkResult => ({ orderId: `id-${orderNumber}`, orderNumber, ok: true, status: "packed" });

describe("bulkSummary", () => {
  const results: BulkResult[] = [
    packed(1041),
    { orderId: "id-1043", orderNumber: 1043, ok: false, code: "order_cancelled", message: "This order was cancelled" },
    packed(1044),
    { orderId: "id-gone", ok: false, code: "not_found", message: "Order not found" },
    { orderId: "id-1046", orderNumber: 1046, ok: false, code: "something_new", message: "Refused" },
  ];

  it("counts the moved orders and names each refused one with its reason, in English", () => {
    expect(bulkSummary(results, "packed", inLanguage("en"), (id) => (id === "id-gone" ? 1045 : undefined))).toEqual({
      title: "2 orders marked packed.",
      description: "3 could not be: #1043 (cancelled), #1045 (no longer exists), #1046 (refused)",
    });
  });

  it("says the same in Arabic, with Arabic plurals and commas", () => {
    const told = bulkSummary(results, "shipped", inLanguage("ar"), () => undefined);
    expect(told.title).toBe("أصبح طلبان «تم الشحن».");
    expect(told.description).toBe("تعذّر تحديث 3 طلبات: \u2066#1043\u2069 (ملغى)، \u2066#?\u2069 (لم يعد موجودًا)، \u2066#1046\u2069 (مرفوض)");
  });

  it("has no second line when every order moved", () => {
    expect(bulkSummary([packed(1), packed(2), packed(3)], "packed", inLanguage("en"), () => undefined)).toEqual({
      title: "3 orders marked packed.",
      description: undefined,
    });
  });
});
