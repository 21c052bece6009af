import { describe, expect, it } from "vitest";
import { landingPage } from "./landing-page";

// The addresses of the catalogue's reads (features/catalog/api: get-banners, get-categories, get-products, get-product).
const [banners, categories, products] = ["/api/banners", "/api/categories", "/api/products"];

describe("landing pages", () => {
  it("are the home, shop and product pages, with the reads their loaders make, at the same addresses", () => {
    expect(landingPage("/")).toEqual({ page: "home", reads: [banners, categories, products] });
    expect(landingPage("/shop")).toEqual({ page: "shop", reads: [categories, products] });
    expect(landingPage("/product/silk-abaya")).toEqual({ page: "product", reads: [`${products}/silk-abaya`] });
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
