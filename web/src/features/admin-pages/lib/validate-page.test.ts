import { describe, expect, it } from "vitest";
import { validatePage } from "./validate-page";

const filled = { titleEn: "About", titleAr: "من نحن", bodyEn: "We sew.", bodyAr: "نخيط." };

describe("page form", () => {
  it("needs both titles and both texts", () => {
    expect(validatePage(filled)).toEqual({});
    expect(validatePage({ titleEn: " ", titleAr: "", bodyEn: "", bodyAr: "  " })).toEqual({
      titleEn: "admin.pages.titleEnRequired",
      titleAr: "admin.pages.titleArRequired",
      bodyEn: "admin.pages.bodyEnRequired",
      bodyAr: "admin.pages.bodyArRequired",
    });
  });

  it("keeps each text within what the server stores", () => {
    expect(validatePage({ ...filled, bodyAr: "ن".repeat(3_001) })).toEqual({ bodyAr: "admin.pages.bodyTooLong" });
    expect(validatePage({ ...filled, bodyEn: "x".repeat(3_000) })).toEqual({});
  });
});
