import { describe, expect, it } from "vitest";
import { ar } from "../ar";
import { en } from "../en";
import { createFormatters } from "../format";
import { translate } from "../translate";
import { storefrontAr } from "./storefront.ar";
import { storefrontEn } from "./storefront.en";

describe("storefront texts", () => {
  it("are merged into both main catalogues unchanged", () => {
    for (const [key, message] of Object.entries(storefrontEn)) expect(en[key as keyof typeof en], key).toEqual(message);
    for (const [key, message] of Object.entries(storefrontAr)) expect(ar[key as keyof typeof ar], key).toEqual(message);
  });

  it("count products with the right plural in each language", () => {
    const arFormat = createFormatters("ar");
    const enFormat = createFormatters("en");
    const products = (locale: "ar" | "en", count: number) =>
      translate(locale, "storefront.shop.productCount", { count }, locale === "ar" ? arFormat : enFormat);
    expect(products("en", 1)).toBe("1 product");
    expect(products("en", 0)).toBe("0 products");
    expect(products("ar", 0)).toBe("لا توجد منتجات");
    expect(products("ar", 1)).toBe("منتج واحد");
    expect(products("ar", 2)).toBe("منتجان");
    expect(products("ar", 7)).toBe("7 منتجات");
    expect(products("ar", 11)).toBe("11 منتجًا");
    expect(products("ar", 100)).toBe("100 منتج");
  });

  it("warn about low stock with the count read correctly in Arabic", () => {
    const format = createFormatters("ar");
    const left = (count: number) => translate("ar", "storefront.product.lowStock", { count }, format);
    expect(left(1)).toBe("لم يتبقَّ في المخزون سوى قطعة واحدة!");
    expect(left(2)).toBe("لم يتبقَّ في المخزون سوى قطعتين!");
    expect(left(3)).toBe("لم يتبقَّ في المخزون سوى 3 قطع!");
    expect(translate("en", "storefront.product.lowStock", { count: 4 }, createFormatters("en"))).toBe(
      "Only 4 left in stock!",
    );
  });
});
