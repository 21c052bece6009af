import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchProducts } from "./search";
import { product } from "./test-data";

const catalog = [
  product({ id: "1", nameEn: "Classic Black Abaya", nameAr: "عباية سوداء كلاسيكية" }),
  product({ id: "2", nameEn: "Premium Chiffon Hijab", nameAr: "حجاب شيفون فاخر" }),
  product({ id: "3", nameEn: "Olive Kimono Abaya", nameAr: "عباية كيمونو زيتية" }),
];
const ids = (query: string) => searchProducts(catalog, query).map((p) => p.id);

describe("product search", () => {
  it("finds a product by part of its English name, ignoring case and surrounding spaces", () => {
    expect(ids("  black ABAYA ")).toEqual(["1"]);
    expect(ids("abaya")).toEqual(["1", "3"]);
    expect(ids("chiff")).toEqual(["2"]);
  });

  it("finds a product by its Arabic name or part of it", () => {
    expect(ids("حجاب شيفون فاخر")).toEqual(["2"]);
    expect(ids("عباية")).toEqual(["1", "3"]);
  });

  it("matches Arabic typed without hamza or short vowels", () => {
    expect(normaliseSearchText("أسْوَد")).toBe("اسود");
    const withHamza = [product({ id: "h", nameAr: "عباية أسود" })];
    expect(searchProducts(withHamza, "اسود").map((p) => p.id)).toEqual(["h"]);
  });

  it("matches nothing for an empty or blank query, and nothing for an unknown word", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
    expect(ids("sneakers")).toEqual([]);
  });
});
