import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate } from "@/lib/i18n/translate";
import { formatAmount } from "@/lib/money";
import { amountsBreakdown } from "./amounts";

const inLanguage = (locale: "en" | "ar") => {
  const format = createFormatters(locale);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params, format);
  return { t, aed: (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) }) };
};

const order = { subtotal: "200.00", discount: "0.00", deliveryFee: "0.00", codFee: "10.00", coupon: null };

describe("an order's total, broken down for the back office", () => {
  it("reads as before for an order without a discount or a delivery fee", () => {
    const { t, aed } = inLanguage("en");
    expect(amountsBreakdown(order, t, aed)).toBe("Subtotal 200.00 AED + COD fee 10.00 AED");
  });

  it("names the coupon's code with its discount, and the delivery fee, when each is more than nothing", () => {
    const { t, aed } = inLanguage("en");
    const withCoupon = { ...order, discount: "20.00", coupon: { code: "SAVE10", kind: "percent" as const } };
    expect(amountsBreakdown(withCoupon, t, aed)).toBe("Subtotal 200.00 AED − discount 20.00 AED (SAVE10) + COD fee 10.00 AED");
    expect(amountsBreakdown({ ...order, deliveryFee: "15.00" }, t, aed)).toBe("Subtotal 200.00 AED + delivery 15.00 AED + COD fee 10.00 AED");
    expect(amountsBreakdown({ ...withCoupon, deliveryFee: "15.00" }, t, aed)).toBe(
      "Subtotal 200.00 AED − discount 20.00 AED (SAVE10) + delivery 15.00 AED + COD fee 10.00 AED",
    );
  });

  it("says the same in Arabic", () => {
    const { t, aed } = inLanguage("ar");
    const text = amountsBreakdown({ ...order, discount: "20.00", deliveryFee: "15.00", coupon: { code: "SAVE10", kind: "percent" } }, t, aed);
    expect(text).toContain("خصم");
    expect(text).toContain("SAVE10");
    expect(text).toContain("التوصيل");
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
