import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { describeError } from "./error-message";
import type { MessageKey } from "./i18n";

/** Shows which text was chosen and with which values, instead of a language. */
const t = (key: MessageKey, params?: Record<string, string | number>) => (params ? `${key}${JSON.stringify(params)}` : key);

const answer = (status: number, body: object | string) =>
  new ApiError(status, "", typeof body === "string" ? body : JSON.stringify(body));

describe("describeError", () => {
  it("translates a known code, adding the wait in whole minutes when the answer gives one", () => {
    const limited = answer(429, { message: "Too many", code: "too_many_attempts", params: { retryAfterSeconds: 61 } });
    expect(describeError(limited, { t, fallback: "toast.error", byCode: { too_many_attempts: "auth.login.tooManyAttempts" } })).toBe(
      'auth.login.tooManyAttempts{"retryAfterSeconds":61} error.retryInMinutes{"count":2}',
    );
  });

  it("translates the codes any form may meet, unless the form has its own text for them", () => {
    expect(describeError(answer(413, { message: "Request body is larger than 16 KB", code: "payload_too_large" }), { t, fallback: "toast.error" })).toBe(
      "error.tooLarge",
    );
    const registrations = answer(429, { message: "Too many registrations", code: "limit_reached", params: { retryAfterSeconds: 30 } });
    expect(describeError(registrations, { t, fallback: "toast.error" })).toBe(
      'error.limitReached{"retryAfterSeconds":30} error.retryInMinutes{"count":1}',
    );
    expect(describeError(registrations, { t, fallback: "toast.error", byCode: { limit_reached: "auth.register.limitReached" } })).toBe(
      'auth.register.limitReached{"retryAfterSeconds":30} error.retryInMinutes{"count":1}',
    );
  });

  it("fills a known code's text with the values the answer gives", () => {
    const line = answer(400, { message: "At most 10 units of one item per order", code: "line_quantity_limit", params: { limit: 10 } });
    expect(describeError(line, { t, fallback: "toast.error", byCode: { line_quantity_limit: "checkout.lineQuantityLimit" } })).toBe(
      'checkout.lineQuantityLimit{"limit":10}',
    );
  });

  it("falls back to the form's text for the status, then the store's text for the status's code, then the fallback", () => {
    expect(describeError(answer(401, { message: "Invalid credentials" }), { t, fallback: "toast.error", byStatus: { 401: "auth.login.invalidCredentials" } })).toBe(
      "auth.login.invalidCredentials",
    );
    expect(describeError(answer(409, { message: "Slug taken", code: "conflict" }), { t, fallback: "toast.error" })).toBe("error.code.conflict");
    expect(describeError(answer(409, { message: "Slug taken", code: "conflict" }), { t, fallback: "toast.error", byStatus: { 409: "auth.register.emailTaken" } })).toBe(
      "auth.register.emailTaken",
    );
    expect(describeError(answer(502, "<html>bad gateway</html>"), { t, fallback: "toast.error" })).toBe("toast.error");
  });

  it("never shows the server's English message: a code it does not know reads as the fallback", () => {
    expect(describeError(answer(409, { message: "Something only English says", code: "brand_new_code" }), { t, fallback: "checkout.failed" })).toBe(
      "checkout.failed",
    );
  });

  it("gives a precise code the store's text with its values, over the form's text for the status", () => {
    const stock = answer(409, { message: "Only 2 left of Abaya (M)", code: "insufficient_stock", params: { product: "Abaya (M)", productAr: "عباية (M)", available: 2 } });
    expect(describeError(stock, { t, fallback: "checkout.failed", byStatus: { 409: "auth.register.emailTaken" } })).toBe(
      'error.code.insufficient_stock{"product":"Abaya (M)","productAr":"عباية (M)","available":2}',
    );
  });
});
