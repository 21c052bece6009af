import { describe, expect, it } from "vitest";
import "../admin";
import { adminAr } from "../admin-ar";
import { adminEn } from "../admin-en";
import { en } from "../en";
import { createFormatters } from "../format";
import { translate } from "../translate";
import { adminOrdersAr } from "./admin-orders.ar";
import { adminOrdersEn } from "./admin-orders.en";

const enFormat = createFormatters("en");
const arFormat = createFormatters("ar");

describe("the orders management and dashboard texts", () => {
  it("are part of both admin catalogues, and not of the storefront's", () => {
    for (const key of Object.keys(adminOrdersEn)) expect(adminEn, key).toHaveProperty([key]);
    for (const key of Object.keys(adminOrdersAr)) expect(adminAr, key).toHaveProperty([key]);
    for (const key of Object.keys(adminOrdersEn)) expect(en, key).not.toHaveProperty([key]);
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

  it("use the spec's words for the order messages", () => {
    expect(translate("en", "adminOrders.details.title", { number: "1004" }, enFormat)).toBe("Order Details - #1004");
    expect(translate("en", "orders.amountAed", { amount: "1,250.00" }, enFormat)).toBe("1,250.00 AED");
  });

  it("keep an order reference readable as #1004 inside Arabic sentences", () => {
    const title = translate("ar", "adminOrders.details.title", { number: "1004" }, arFormat);
    expect(title).toBe("تفاصيل الطلب - \u2066#1004\u2069");
  });
});
