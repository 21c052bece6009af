import { describe, expect, it } from "vitest";
import { filtersFromSearch, pagesFromSearch, productListUrl, shopSearch } from "./product-filters";

describe("shop filters", () => {
  it("read a shop address and build the server's read in one fixed order", () => {
    const filters = filtersFromSearch(new URLSearchParams("inStock=1&category=c1&maxPrice=300&sort=price-asc&size=M&q=%20abaya%20"));
    expect(filters).toEqual({
      category: "c1",
      q: "abaya",
      sort: "price-asc",
      size: ["M"],
      color: undefined,
      minPrice: undefined,
      maxPrice: "300",
      inStock: true,
    });
    expect(productListUrl(filters, 24)).toBe("/api/products?category=c1&q=abaya&sort=price-asc&size=M&maxPrice=300&inStock=1&limit=24");
  });

  it("leave out what cannot be a filter, and name the default sort in reads but not in addresses", () => {
    const filters = filtersFromSearch(new URLSearchParams("sort=cheapest&minPrice=abc&inStock=yes&category=c2"));
    expect(productListUrl(filters, 3)).toBe("/api/products?category=c2&sort=newest&limit=3");
    expect(shopSearch(filters).toString()).toBe("category=c2");
    expect(shopSearch(filters, 3).toString()).toBe("category=c2&page=3");
    expect(filtersFromSearch(new URLSearchParams("minPrice=300&maxPrice=50"))).toMatchObject({ minPrice: "50", maxPrice: "300" });
  });

  it("order a search by relevance unless another sort is named, and never a list without one", () => {
    const search = filtersFromSearch(new URLSearchParams("q=abayas"));
    expect(search.sort).toBe("relevance");
    expect(productListUrl(search, 24)).toBe("/api/products?q=abayas&sort=relevance&limit=24");
    expect(shopSearch(search).toString()).toBe("q=abayas");
    expect(shopSearch({ ...search, sort: "newest" }).toString()).toBe("q=abayas&sort=newest");
    expect(filtersFromSearch(new URLSearchParams("q=abayas&sort=price-asc")).sort).toBe("price-asc");
    expect(filtersFromSearch(new URLSearchParams("sort=relevance&category=c1")).sort).toBe("newest");
  });

  it("read several sizes and colours, chosen as chips, and send each", () => {
    const filters = filtersFromSearch(new URLSearchParams("color=black&color=navy&color=black&size=M"));
    expect(filters).toMatchObject({ color: ["black", "navy"], size: ["M"] });
    expect(productListUrl(filters, 24)).toBe("/api/products?sort=newest&size=M&color=black&color=navy&limit=24");
    expect(shopSearch(filters).toString()).toBe("size=M&color=black&color=navy");
  });

  it("read how many pages were loaded, within bounds", () => {
    expect(pagesFromSearch(new URLSearchParams(""))).toBe(1);
    expect(pagesFromSearch(new URLSearchParams("page=3"))).toBe(3);
    expect(pagesFromSearch(new URLSearchParams("page=0"))).toBe(1);
    expect(pagesFromSearch(new URLSearchParams("page=x"))).toBe(1);
    expect(pagesFromSearch(new URLSearchParams("page=999"))).toBe(20);
  });
});
