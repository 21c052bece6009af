import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import type { Locale, MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import { couponRefusalOf, couponRefusalText, normaliseCouponCode } from "./coupon";

const tFor = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format);
};
const text = (reason: string, params: Record<string, string | number>, locale: Locale) =>
  couponRefusalText({ reason, params }, "typed", tFor(locale), createFormatters(locale));

const refused = (body: object, status = 409) => new ApiError(status, "", JSON.stringify({ message: "English text from the server", ...body }));

describe("checkout's word when a coupon is refused", () => {
  it("reads the reason and the figures of a 409 coupon_invalid, and nothing of any other failure", () => {
    const error = refused({ code: "coupon_invalid", reason: "min_subtotal", params: { code: "SAVE10", minSubtotal: "300.00" } });
    expect(couponRefusalOf(error)).toEqual({ reason: "min_subtotal", params: { code: "SAVE10", minSubtotal: "300.00" } });
    expect(couponRefusalOf(refused({ code: "cod_unavailable", reason: "below_minimum" }))).toBeNull();
    expect(couponRefusalOf(refused({ code: "coupon_invalid" }, 400))).toBeNull();
    expect(couponRefusalOf(new Error("offline"))).toBeNull();
  });

  it("gives each of the seven reasons its own text in both languages, never the server's English", () => {
    const params = { code: "SAVE10", minSubtotal: "300.00", difference: "50.00", startsAt: "2030-03-01T08:00:00Z", endsAt: "2020-01-01T00:00:00Z" };
    const reasons = ["unknown", "inactive", "not_started", "expired", "used_up", "min_subtotal", "already_used"];
    for (const locale of ["en", "ar"] as const) {
      const texts = reasons.map((reason) => text(reason, params, locale));
      expect(new Set(texts).size, locale).toBe(reasons.length);
      for (const written of texts) {
        expect(written).toContain("SAVE10");
        expect(written).not.toMatch(/\{\w+\}|English text/);
      }
    }
  });

  it("says how much more the basket needs, as prices in her language", () => {
    const params = { code: "SAVE10", minSubtotal: "300.00", difference: "50.00" };
    expect(text("min_subtotal", params, "en")).toBe("The coupon SAVE10 is for orders of AED\u00a0300.00 or more. Add AED\u00a050.00 more to use it.");
    expect(text("min_subtotal", params, "ar")).toBe(
      "القسيمة SAVE10 للطلبات بقيمة \u200f300.00\u00a0د.إ.\u200f فأكثر. أضيفي ما قيمته \u200f50.00\u00a0د.إ.\u200f لاستخدامها.",
    );
    expect(text("min_subtotal", { code: "SAVE10", minSubtotal: "300.00" }, "en")).toBe("The coupon SAVE10 is for orders of AED\u00a0300.00 or more.");
  });

  it("names the code she typed when the answer does not, and has a word for a reason it does not know", () => {
    expect(text("unknown", {}, "en")).toBe("There is no coupon with the code typed. Check the code and try again.");
    expect(text("something_new", { code: "X1" }, "ar")).toBe("لا يمكن استخدام القسيمة X1 في هذا الطلب.");
  });

  it("matches codes as the store does: trimmed and in capitals", () => {
    expect(normaliseCouponCode("  save10 ")).toBe("SAVE10");
  });
});
