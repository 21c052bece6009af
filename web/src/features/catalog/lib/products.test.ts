import { describe, expect, it } from "vitest";
import { priceRange } from "./prices";
import { categoriesOnSale, countByCategory, newArrivals, newestByCategory, productsInCategory } from "./products";
import { product, variant } from "./test-data";

const list = [
  product({ id: "4", categoryId: "a" }),
  product({ id: "3", categoryId: "b" }),
  product({ id: "2", categoryId: "a" }),
  product({ id: "1", categoryId: "a" }),
];

describe("catalog lists", () => {
  it("takes the first three products as new arrivals (the server lists newest first)", () => {
    expect(newArrivals(list).map((p) => p.id)).toEqual(["4", "3", "2"]);
    expect(newArrivals(list.slice(0, 1))).toHaveLength(1);
  });

  it("filters and counts by category, and finds each category's newest product", () => {
    expect(productsInCategory(list, "a").map((p) => p.id)).toEqual(["4", "2", "1"]);
    expect(productsInCategory(list, "unknown")).toEqual([]);
    expect(Object.fromEntries(countByCategory(list))).toEqual({ a: 3, b: 1 });
    expect(newestByCategory(list).get("a")?.id).toBe("4");
  });
});

describe("category cards", () => {
  it("are only for categories with at least one product on sale, in the categories' order", () => {
    const category = (id: string) => ({ id, nameEn: id, nameAr: id, slug: id });
    const shown = categoriesOnSale([category("b"), category("empty"), category("a")], list);
    expect(shown.map((c) => c.id)).toEqual(["b", "a"]);
    expect(categoriesOnSale([category("empty")], [])).toEqual([]);
  });
});

describe("price range", () => {
  it("gives the lowest price and whether others cost more", () => {
    expect(priceRange([variant({ price: "120.00" }), variant({ price: "95.50" })])).toEqual({ lowest: "95.50", varies: true });
    expect(priceRange([variant({ price: "120.00" }), variant({ price: "120.00" })])).toEqual({ lowest: "120.00", varies: false });
    expect(priceRange([])).toBeNull();
  });
});
