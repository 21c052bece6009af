import { describe, expect, it } from "vitest";
import { adminEn } from "../admin-en";
import { ar } from "../ar";
import { en } from "../en";
import { cartCheckoutAr } from "./cart-checkout.ar";
import { cartCheckoutEn } from "./cart-checkout.en";

describe("the cart and checkout texts", () => {
  it("are part of both storefront catalogues unchanged", () => {
    for (const [key, message] of Object.entries(cartCheckoutEn)) expect(en[key as keyof typeof en], key).toEqual(message);
    for (const [key, message] of Object.entries(cartCheckoutAr)) expect(ar[key as keyof typeof ar], key).toEqual(message);
  });

  it("are storefront texts only: none of them is left in the admin catalogue", () => {
    for (const key of Object.keys(cartCheckoutEn)) expect(adminEn, key).not.toHaveProperty([key]);
  });

  it("use the spec's words for the checkout messages", () => {
    expect(en["checkout.loginRequiredBody"]).toBe("Please login to place an order");
    expect(en["checkout.successBody"]).toBe("Thank you! We'll contact you soon.");
  });
});
