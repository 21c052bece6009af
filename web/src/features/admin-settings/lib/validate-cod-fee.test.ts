import { describe, expect, it } from "vitest";
import { validateCodFee } from "./validate-cod-fee";

describe("COD fee validation", () => {
  it("requires a value", () => {
    expect(validateCodFee("")).toBe("admin.settings.codFeeRequired");
    expect(validateCodFee("   ")).toBe("admin.settings.codFeeRequired");
  });

  it("accepts 0 and amounts with up to two decimals, around spaces", () => {
    for (const value of ["0", "15", " 15.5 ", "12.75", "99999999.99"]) expect(validateCodFee(value), value).toBeNull();
  });

  it("refuses negative numbers, words and amounts the server would refuse", () => {
    for (const value of ["-1", "abc", "1e2", "1.234", "1,5", "123456789"]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeInvalid");
    }
  });
});
