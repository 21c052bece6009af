import { describe, expect, it } from "vitest";
import { landingPage } from "./landing-page";

// The addresses of the catalogue's reads (features/catalog/api: get-banners, get-categories, get-category-showcases,
// get-products, get-product).
const [banners, categories, cards, products] = ["/api/banners", "/api/categories", "/api/category-cards", "/api/products"];
const newArrivals = `${products}?sort=newest&limit=3`;

describe("landing pages", () => {
  it("are the home, shop and product pages, with the reads their loaders make, at the same addresses", () => {
    expect(landingPage("/")).toEqual({ page: "home", reads: [banners, categories, cards, newArrivals] });
    expect(landingPage("/shop")).toEqual({ page: "shop", reads: [categories, cards] });
    expect(landingPage("/product/silk-abaya")).toEqual({ page: "product", reads: [`${products}/silk-abaya`] });
  });

  it("read a category's or a search's first 24 products, never the whole catalog", () => {
    expect(landingPage("/shop", "?category=c1&page=3")?.reads).toEqual([categories, `${products}?category=c1&sort=newest&limit=24`]);
    expect(landingPage("/shop", "?q=abaya&sort=price-desc")?.reads).toEqual([categories, `${products}?q=abaya&sort=price-desc&limit=24`]);
  });

  it("address a product as its read does, however the address bar encoded its slug", () => {
    const read = `${products}/${encodeURIComponent("عباية-حرير")}`;
    expect(landingPage(`/product/${encodeURIComponent("عباية-حرير")}`)?.reads).toEqual([read]);
    expect(landingPage("/product/عباية-حرير")?.reads).toEqual([read]);
  });

  it("are none of the other pages, nor addresses that cannot be read", () => {
    for (const pathname of ["/cart", "/checkout", "/login", "/admin/products", "/product/", "/product/a/b", "/product/%E0%A4%A"]) {
      expect(landingPage(pathname), pathname).toBeNull();
    }
  });
});
