import { describe, expect, it } from "vitest";
import { bannerDraft, toBannerInput, validateBanner } from "./banner-form";

describe("banner form", () => {
  it("starts active at position 0", () => {
    expect(bannerDraft(null)).toMatchObject({ isActive: true, position: 0, imageUrl: "" });
  });

  it("requires both titles and an image", () => {
    expect(validateBanner(bannerDraft(null))).toEqual({
      titleEn: "admin.banners.titleEnRequired",
      titleAr: "admin.banners.titleArRequired",
      imageUrl: "admin.catalog.imageRequired",
    });
  });

  it("refuses a negative position", () => {
    const draft = { ...bannerDraft(null), titleEn: "Eid", titleAr: "العيد", imageUrl: "https://example.com/e.jpg" };
    expect(validateBanner({ ...draft, position: -1 })).toEqual({ position: "admin.catalog.positionInvalid" });
  });

  it("sends blank subtitles as null, which removes them on an edit", () => {
    const banner = {
      id: "b1",
      titleEn: "Eid",
      titleAr: "العيد",
      subtitleEn: "Old",
      subtitleAr: null,
      imageUrl: "/api/media/x.png",
      isActive: false,
      position: 2,
    };
    expect(toBannerInput({ ...bannerDraft(banner), subtitleEn: "  " })).toEqual({
      titleEn: "Eid",
      titleAr: "العيد",
      subtitleEn: null,
      subtitleAr: null,
      imageUrl: "/api/media/x.png",
      position: 2,
      isActive: false,
    });
  });
});
