import { describe, expect, it } from "vitest";
import { validateCodLife, wholeNumberIn } from "./validate-cod-life";

describe("the COD life's settings as typed", () => {
  it("take whole numbers within their bounds", () => {
    expect(wholeNumberIn(" 48 ", 0, 720)).toBe(48);
    expect(wholeNumberIn("0", 0, 720)).toBe(0);
    expect(wholeNumberIn("721", 0, 720)).toBeNull();
    expect(wholeNumberIn("2.5", 0, 720)).toBeNull();
    expect(wholeNumberIn("-1", 0, 720)).toBeNull();
    expect(wholeNumberIn("", 0, 720)).toBeNull();
  });

  it("name the field at fault", () => {
    expect(validateCodLife("24", "3")).toEqual({ hours: null, attempts: null });
    expect(validateCodLife("abc", "0")).toEqual({
      hours: "admin.settings.unconfirmedCancelHoursInvalid",
      attempts: "admin.settings.maxDeliveryAttemptsInvalid",
    });
  });
});
