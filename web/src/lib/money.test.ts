import { describe, expect, it } from "vitest";
import { formatAmount, fromFils, lineTotal, parseAmount, sumAmounts, toFils } from "./money";

describe("money", () => {
  it("reads decimal strings into whole fils", () => {
    expect(toFils("120.50")).toBe(12050);
    expect(toFils("12.5")).toBe(1250);
    expect(toFils("7")).toBe(700);
    expect(toFils("0.01")).toBe(1);
  });

  it("refuses what is not a plain amount", () => {
    for (const bad of ["", "-1.00", "1.234", "1e3", "abc", "1,000.00"]) expect(() => toFils(bad), bad).toThrow(RangeError);
  });

  it("writes fils back with exactly two decimals", () => {
    expect(fromFils(0)).toBe("0.00");
    expect(fromFils(5)).toBe("0.05");
    expect(fromFils(123456)).toBe("1234.56");
  });

  it("adds amounts without the drift floating point would give", () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(sumAmounts(["0.10", "0.20"])).toBe("0.30");
    expect(sumAmounts(["19.99", "19.99", "19.99", "15.00"])).toBe("74.97");
    expect(sumAmounts([])).toBe("0.00");
  });

  it("multiplies a price by a quantity", () => {
    expect(lineTotal("19.99", 3)).toBe("59.97");
    expect(lineTotal("0.10", 3)).toBe("0.30");
  });

  it("formats amounts with grouping and two decimals in both languages, Latin digits in Arabic", () => {
    expect(formatAmount("1234.5")).toBe("1,234.50");
    expect(formatAmount("0")).toBe("0.00");
    for (const tag of ["ar-AE-u-nu-latn", "en-AE"]) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of ["0.10", "7", "999.99", "1000", "1234567.05"]) expect(formatAmount(amount)).toBe(intl.format(Number(amount)));
    }
  });
});

describe("an amount as typed", () => {
  it("reads as the API's two-decimal string, in Western or Arabic-Indic digits", () => {
    expect(parseAmount(" 315 ")).toBe("315.00");
    expect(parseAmount("12.5")).toBe("12.50");
    expect(parseAmount("٣١٥٫٥")).toBe("315.50");
  });

  it("is refused when it is not a plain non-negative amount", () => {
    for (const typed of ["", "-5", "1.234", "abc", "1,000"]) expect(parseAmount(typed), typed).toBeNull();
  });
});
