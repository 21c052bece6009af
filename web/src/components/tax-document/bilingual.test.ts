import { describe, expect, it } from "vitest";
import { bilingual, documentAmount, documentDate } from "./bilingual";

describe("a tax document's texts", () => {
  it("are in both languages whatever the reader's", () => {
    expect(bilingual("taxDoc.taxInvoice")).toEqual({ en: "Tax Invoice", ar: "فاتورة ضريبية" });
  });

  it("print the date in the UAE's day and a negative amount with its sign", () => {
    expect(documentDate("2026-11-27T21:30:00.000Z")).toBe("28/11/2026");
    expect(documentAmount("-0.01", (plain) => `<${plain}>`)).toBe("-<0.01>");
  });
});
