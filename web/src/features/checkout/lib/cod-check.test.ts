import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import type { Locale, MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import { codContextOf, codRefusalOf, codRefusalText } from "./cod-check";
import { emptyShipping } from "./shipping";

const tFor = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format);
};
const text = (reason: string, params: Record<string, string | number>, locale: Locale) =>
  codRefusalText({ reason, params }, tFor(locale), createFormatters(locale));

describe("checkout's word when cash on delivery is refused", () => {
  it("says up to how much, and how much to remove, in English and in Arabic", () => {
    const params = { maximum: "500.00", total: "620.00", difference: "120.00" };
    expect(text("above_maximum", params, "en")).toBe(
      "Cash on delivery is available up to AED\u00a0500.00. Remove AED\u00a0120.00 from your basket or split it into two orders.",
    );
    expect(text("above_maximum", params, "ar")).toBe(
      "الدفع عند الاستلام متاح حتى \u200f500.00\u00a0د.إ.\u200f. أزيلي ما قيمته \u200f120.00\u00a0د.إ.\u200f من سلتك أو قسّميها على طلبين.",
    );
  });

  it("names the emirate in her language, and says how much to add below the minimum", () => {
    expect(text("emirate_unavailable", { emirate: "ras-al-khaimah" }, "ar")).toBe(
      "الدفع عند الاستلام غير متاح حاليًا في رأس الخيمة. يرجى اختيار عنوان توصيل آخر.",
    );
    expect(text("below_minimum", { minimum: "100.00", total: "80.00", difference: "20.00" }, "en")).toBe(
      "Cash on delivery starts at AED\u00a0100.00. Add AED\u00a020.00 more to your basket.",
    );
  });

  it("asks her to contact the store for a reason it does not know", () => {
    expect(text("something_new", {}, "en")).toBe("Please contact us to place this order.");
  });
});

describe("what the COD rules are asked with at checkout", () => {
  const t = tFor("ar");

  it("sends the chosen emirate by its key and the phone once it is a UAE number, with the page's language", () => {
    expect(codContextOf({ ...emptyShipping, shippingCity: "الشارقة", shippingPhone: "050 123 4567" }, t, "ar")).toEqual({
      emirate: "sharjah",
      phone: "050 123 4567",
      locale: "ar",
    });
  });

  it("leaves out a city that is not an emirate and a phone still being typed", () => {
    expect(codContextOf({ ...emptyShipping, shippingCity: "Narnia", shippingPhone: "050 12" }, t, "ar")).toEqual({ locale: "ar" });
  });
});

describe("a placed order refused by the COD rules", () => {
  it("reads the reason and figures of a 409 cod_unavailable, and nothing of other failures", () => {
    const body = { message: "…", code: "cod_unavailable", reason: "above_maximum", params: { maximum: "500.00", difference: "1.00", total: "501.00" } };
    expect(codRefusalOf(new ApiError(409, "Conflict", JSON.stringify(body)))).toEqual({ reason: "above_maximum", params: body.params });
    expect(codRefusalOf(new ApiError(409, "Conflict", JSON.stringify({ code: "insufficient_stock" })))).toBeNull();
    expect(codRefusalOf(new Error("offline"))).toBeNull();
  });
});
