import { describe, expect, it } from "vitest";
import { priceRange } from "./prices";
import { categoriesOnSale } from "./products";
import { variant } from "./test-data";

describe("category cards", () => {
  it("are only for categories with at least one product on sale, in the categories' order; an unread one stays", () => {
    const category = (id: string) => ({ id, nameEn: id, nameAr: id, slug: id });
    const showcases = new Map([
      ["a", { total: 3, coverUrl: "/a.jpg" }],
      ["b", { total: 1, coverUrl: undefined }],
      ["empty", { total: 0, coverUrl: undefined }],
    ]);
    const shown = categoriesOnSale([category("b"), category("empty"), category("a"), category("unread")], showcases);
    expect(shown.map((c) => c.id)).toEqual(["b", "a", "unread"]);
    expect(categoriesOnSale([category("empty")], showcases)).toEqual([]);
  });
});

describe("price range", () => {
  it("gives the lowest price and whether others cost more", () => {
    expect(priceRange([variant({ price: "120.00" }), variant({ price: "95.50" })])).toEqual({ lowest: "95.50", varies: true });
    expect(priceRange([variant({ price: "120.00" }), variant({ price: "120.00" })])).toEqual({ lowest: "120.00", varies: false });
    expect(priceRange([])).toBeNull();
  });
});
