import { describe, expect, it } from "vitest";
import { validateCodFee } from "./validate-cod-fee";

describe("COD fee validation", () => {
  it("requires a value", () => {
    expect(validateCodFee("")).toBe("admin.settings.codFeeRequired");
    expect(validateCodFee("   ")).toBe("admin.settings.codFeeRequired");
  });

  it("accepts any number of 0 or more with at most two decimals, around spaces, as the server does", () => {
    for (const value of ["0", "15", " 15.5 ", "12.75", "12.340", "1e2", "125e-2", ".5", "99999999.99"]) {
      expect(validateCodFee(value), value).toBeNull();
    }
  });

  it("refuses negative numbers and words", () => {
    for (const value of ["-1", "abc", "1,5", "0x10", "e5", "."]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeInvalid");
    }
  });

  it("refuses more than two decimals rather than letting the store round the fee", () => {
    for (const value of ["12.345", "12.344", "0.001", "1e-3", "1255e-3", "99999999.994"]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeTooPrecise");
    }
  });

  it("refuses amounts larger than the store can hold, saying so", () => {
    for (const value of ["123456789", "1e9", "99999999.995"]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeTooLarge");
    }
  });
});
