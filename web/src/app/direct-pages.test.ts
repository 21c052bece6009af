import { describe, expect, it } from "vitest";
import { accountOrdersOptions } from "@/features/account/api/get-orders";
import { meQueryKey } from "@/features/auth/api/get-me";
import { settingsQueryKey } from "@/features/checkout/api/get-settings";
import { pathFromQueryKey } from "@/lib/api-client";
import { directPage } from "./direct-pages";

// The preloaded reads must be the very addresses the pages then read, or the preloads go unused.
const session = pathFromQueryKey(meQueryKey);

describe("pages opened straight from an address", () => {
  it("preload the reads the pages make, at the same addresses", () => {
    expect(directPage("/checkout")).toEqual({ page: "checkout", reads: [session, pathFromQueryKey(settingsQueryKey)] });
    expect(directPage("/account")).toEqual({ page: "orders", reads: [session, accountOrdersOptions().initialPageParam] });
    expect(directPage("/account/")?.page).toBe("orders");
  });

  it("preload no admin read: the session decides first whether any is made", () => {
    expect(directPage("/admin/dashboard")).toEqual({ page: "admin dashboard", reads: [session] });
    expect(directPage("/admin")).toEqual({ page: "admin dashboard", reads: [session] });
  });

  it("are none of the other pages", () => {
    for (const pathname of ["/", "/shop", "/cart", "/account/orders/1", "/account/wishlist", "/admin/products", "/checkoutx"]) {
      expect(directPage(pathname), pathname).toBeNull();
    }
  });
});
