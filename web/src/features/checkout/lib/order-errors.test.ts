import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import type { Locale, MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import { orderErrorCodes } from "./order-errors";

const tFor = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format);
};

const refusal = (status: number, body: object) => new ApiError(status, "", JSON.stringify(body));
const describe_ = (error: unknown, locale: Locale) =>
  describeError(error, { t: tFor(locale), fallback: "checkout.failed", byCode: orderErrorCodes });

describe("an order's refusals", () => {
  const line = refusal(400, { message: "At most 10 units of one item per order", code: "line_quantity_limit", params: { limit: 10 } });
  const order = refusal(400, { message: "At most 50 units per order", code: "order_quantity_limit", params: { limit: 50 } });
  const hourly = refusal(429, { message: "At most 5 orders per hour", code: "order_rate_limit", params: { limit: 5, retryAfterSeconds: 3000 } });
  const reused = refusal(422, { message: "This Idempotency-Key was already used", code: "idempotency_key_reused" });

  it("read in English with the limit the server sent, and the wait for the hourly one", () => {
    expect(describe_(line, "en")).toBe("The most you can order of one item is 10.");
    expect(describe_(order, "en")).toBe("The most items one order can hold is 50.");
    expect(describe_(hourly, "en")).toBe("You can place at most 5 orders an hour. Try again in 50 minutes.");
    expect(describe_(reused, "en")).toMatch(/already used for another order/);
  });

  it("read in Arabic", () => {
    expect(describe_(line, "ar")).toBe("الحد الأقصى لكمية القطعة الواحدة في الطلب هو 10.");
    expect(describe_(order, "ar")).toBe("الحد الأقصى لعدد القطع في الطلب الواحد هو 50.");
    expect(describe_(hourly, "ar")).toMatch(/^الحد الأقصى لعدد الطلبات في الساعة هو 5\. /);
  });

  it("name the item short of stock in the shopper's language", () => {
    const stock = refusal(409, {
      message: "Only 1 left of Grey Shawl",
      code: "insufficient_stock",
      params: { product: "Grey Shawl", productAr: "شال رمادي", available: 1 },
    });
    expect(describe_(stock, "en")).toBe("Only 1 left of Grey Shawl");
    expect(describe_(stock, "ar")).toBe("لم يتبقَّ من شال رمادي سوى 1");
  });
});
