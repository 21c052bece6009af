import { describe, expect, it } from "vitest";
import { validateCodFee } from "./validate-cod-fee";

describe("COD fee validation", () => {
  it("requires a value", () => {
    expect(validateCodFee("")).toBe("admin.settings.codFeeRequired");
    expect(validateCodFee("   ")).toBe("admin.settings.codFeeRequired");
  });

  it("accepts any number of 0 or more, around spaces, as the server does (it rounds to two decimals)", () => {
    for (const value of ["0", "15", " 15.5 ", "12.75", "12.345", "1e2", ".5", "99999999.99", "99999999.994"]) {
      expect(validateCodFee(value), value).toBeNull();
    }
  });

  it("refuses negative numbers and words", () => {
    for (const value of ["-1", "abc", "1,5", "0x10", "e5", "."]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeInvalid");
    }
  });

  it("refuses amounts larger than the store can hold, saying so", () => {
    for (const value of ["123456789", "1e9", "99999999.995"]) {
      expect(validateCodFee(value), value).toBe("admin.settings.codFeeTooLarge");
    }
  });
});
