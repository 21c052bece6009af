import { describe, expect, it } from "vitest";
import { ar } from "../ar";
import { en } from "../en";
import { createFormatters } from "../format";
import { translate } from "../translate";
import { ordersAr } from "./orders.ar";
import { ordersEn } from "./orders.en";

const enFormat = createFormatters("en");
const arFormat = createFormatters("ar");

describe("the cart, checkout and orders texts", () => {
  it("are part of both catalogues", () => {
    for (const key of Object.keys(ordersEn)) expect(en, key).toHaveProperty([key]);
    for (const key of Object.keys(ordersAr)) expect(ar, key).toHaveProperty([key]);
  });

  it("count an order's items with English plurals", () => {
    expect(translate("en", "adminOrders.itemCount", { count: 1 }, enFormat)).toBe("1 item");
    expect(translate("en", "adminOrders.itemCount", { count: 3 }, enFormat)).toBe("3 items");
  });

  it("count an order's items with each Arabic plural form", () => {
    const items = (count: number) => translate("ar", "adminOrders.itemCount", { count }, arFormat);
    expect(items(0)).toBe("لا منتجات");
    expect(items(1)).toBe("منتج واحد");
    expect(items(2)).toBe("منتجان");
    expect(items(3)).toBe("3 منتجات");
    expect(items(11)).toBe("11 منتجًا");
    expect(items(100)).toBe("100 منتج");
  });

  it("use the spec's words for the checkout and order messages", () => {
    expect(en["checkout.loginRequiredBody"]).toBe("Please login to place an order");
    expect(en["checkout.successBody"]).toBe("Thank you! We'll contact you soon.");
    expect(translate("en", "adminOrders.details.title", { number: "1004" }, enFormat)).toBe("Order Details - #1004");
    expect(translate("en", "orders.amountAed", { amount: "1,250.00" }, enFormat)).toBe("1,250.00 AED");
  });

  it("keep an order reference readable as #1004 inside Arabic sentences", () => {
    const title = translate("ar", "adminOrders.details.title", { number: "1004" }, arFormat);
    expect(title).toBe("تفاصيل الطلب - \u2066#1004\u2069");
  });
});
