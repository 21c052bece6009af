import { describe, expect, it } from "vitest";
import "../admin";
import { adminAr } from "../admin-ar";
import { adminEn } from "../admin-en";
import { createFormatters } from "../format";
import { translate } from "../translate";
import { adminCatalogAr } from "./admin-catalog.ar";
import { adminCatalogEn } from "./admin-catalog.en";

const enFormat = createFormatters("en");
const arFormat = createFormatters("ar");

describe("the admin catalog texts", () => {
  it("are part of both admin catalogues", () => {
    for (const key of Object.keys(adminCatalogEn)) expect(adminEn, key).toHaveProperty([key]);
    for (const key of Object.keys(adminCatalogAr)) expect(adminAr, key).toHaveProperty([key]);
  });

  it("count variants and units with English plurals", () => {
    expect(translate("en", "admin.products.variantCount", { count: 1 }, enFormat)).toBe("1 variant");
    expect(translate("en", "admin.products.variantCount", { count: 2 }, enFormat)).toBe("2 variants");
    expect(translate("en", "admin.products.units", { count: 0 }, enFormat)).toBe("0 units");
    expect(translate("en", "admin.products.units", { count: 1 }, enFormat)).toBe("1 unit");
  });

  it("count variants with each Arabic plural form", () => {
    const variants = (count: number) => translate("ar", "admin.products.variantCount", { count }, arFormat);
    expect(variants(0)).toBe("لا توجد خيارات");
    expect(variants(1)).toBe("خيار واحد");
    expect(variants(2)).toBe("خياران");
    expect(variants(3)).toBe("3 خيارات");
    expect(variants(11)).toBe("11 خيارًا");
    expect(variants(100)).toBe("100 خيار");
  });

  it("put the record's name into the delete confirmation in both languages", () => {
    expect(translate("en", "admin.catalog.confirmDelete", { name: "Linen abaya" }, enFormat)).toBe(
      'Are you sure you want to delete "Linen abaya"? This action cannot be undone.',
    );
    expect(translate("ar", "admin.catalog.confirmDelete", { name: "عباية" }, arFormat)).toContain("«عباية»");
  });
});
