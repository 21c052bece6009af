import { describe, expect, it } from "vitest";
import { ApiError } from "../../api-client";
import { describeError } from "../../error-message";
import { createFormatters } from "../format";
import type { MessageKey } from "../catalogue";
import { translate } from "../translate";

const inLanguage = (locale: "ar" | "en") => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params, createFormatters(locale));

const refusal = (status: number, code: string, params?: object) =>
  new ApiError(status, "", JSON.stringify({ message: "English text from the server", code, params }));

/** Every code the server's answers carry (grep services, infra and events for `code`), but the readiness probe's. */
const serverCodes = [
  "invalid", "unauthenticated", "forbidden", "not_found", "conflict", "mismatch", "payload_too_large",
  "unsupported_media_type", "unprocessable", "limit_reached", "unavailable", "internal", "malformed_json",
  "concurrent_change", "invalid_limit", "invalid_cursor", "invalid_filter", "invalid_credentials", "too_many_attempts", "email_taken",
  "invalid_phone", "control_characters", "product_not_found", "product_unavailable", "variant_not_found", "out_of_stock",
  "insufficient_stock", "stock_changed", "order_total_too_large", "order_deleted", "line_quantity_limit",
  "order_quantity_limit", "order_rate_limit", "write_rate_limit", "idempotency_key_reused", "stale_product", "duplicate_category_name",
  "category_has_products", "courier_name_taken", "order_not_collected", "already_remitted", "remittance_mismatch",
  "duplicate_order", "invalid_range",
  // Uploaded images and their sizes (ADR 062).
  "image_unreadable", "image_dimensions_too_large", "image_unrenderable", "images_busy",
  // The COD life of an order (ADR 057), as the back office meets them.
  "too_late_to_cancel", "order_cancelled", "order_in_return", "order_not_packed", "order_not_shipped", "order_not_returning",
  "return_already_received", "invalid_return_items", "courier_inactive", "unknown_courier", "cod_collected_required",
  // Stock an admin gives a variant (ADR 061).
  "stock_above_limit", "stock_change_out_of_range", "stock_out_of_range",
];

describe("the server's error codes", () => {
  it("each read in both languages, never as the server's English message or the generic fallback", () => {
    for (const locale of ["ar", "en"] as const) {
      for (const code of serverCodes) {
        const text = describeError(refusal(400, code, { limit: 5, max: 100, count: 2, available: 1, product: "Abaya", productAr: "عباية", orderNumber: 7, expected: "12.00", width: 20000, height: 20000, maxSide: 12000, maxMegapixels: 40 }), {
          t: inLanguage(locale),
          fallback: "toast.error",
        });
        expect(text, `${locale} ${code}`).not.toContain("English text from the server");
        expect(text, `${locale} ${code}`).not.toBe(inLanguage(locale)("toast.error"));
        expect(text, `${locale} ${code}`).not.toMatch(/error\.code\.|\{\w+\}/);
      }
    }
  });

  it("name the product in the reader's language", () => {
    const stock = refusal(409, "insufficient_stock", { product: "Black Abaya (M)", productAr: "عباية سوداء (M)", available: 2 });
    expect(describeError(stock, { t: inLanguage("en"), fallback: "toast.error" })).toBe("Only 2 left of Black Abaya (M)");
    expect(describeError(stock, { t: inLanguage("ar"), fallback: "toast.error" })).toBe("لم يتبقَّ من عباية سوداء (M) سوى 2");
    const category = refusal(409, "category_has_products", { count: 3 });
    expect(describeError(category, { t: inLanguage("en"), fallback: "toast.error" })).toBe(
      "This category still has 3 products; move or delete them first",
    );
  });
});
