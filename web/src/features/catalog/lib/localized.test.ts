import { describe, expect, it } from "vitest";
import { localized, nameOf } from "./localized";

describe("localized texts", () => {
  it("picks the shopper's language", () => {
    const category = { nameEn: "Abayas", nameAr: "عبايات" };
    expect(nameOf("ar", category)).toBe("عبايات");
    expect(nameOf("en", category)).toBe("Abayas");
  });

  it("falls back to the other language when the shopper's is empty, else gives an empty text", () => {
    expect(localized("ar", "Soft linen", null)).toBe("Soft linen");
    expect(localized("en", "  ", "كتان ناعم")).toBe("كتان ناعم");
    expect(localized("en", null, null)).toBe("");
  });
});
