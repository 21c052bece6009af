import { describe, expect, it } from "vitest";
import "../admin";
import { adminAr } from "../admin-ar";
import { adminEn } from "../admin-en";
import { en } from "../en";
import { createFormatters } from "../format";
import { translate } from "../translate";
import { adminListsAr } from "./admin-lists.ar";
import { adminListsEn } from "./admin-lists.en";

describe("the admin lists' texts", () => {
  it("are in both admin catalogues, not in the storefront's, and every English key has its Arabic", () => {
    expect(Object.keys(adminListsAr).sort()).toEqual(Object.keys(adminListsEn).sort());
    for (const key of Object.keys(adminListsEn)) {
      expect(adminEn, key).toHaveProperty([key]);
      expect(adminAr, key).toHaveProperty([key]);
      expect(en, key).not.toHaveProperty([key]);
    }
  });

  it("count orders in each Arabic plural form and show totals with the locale's digits", () => {
    const ar = createFormatters("ar");
    const orders = (count: number) => translate("ar", "adminLists.orders.total", { count }, ar);
    expect([0, 1, 2, 3, 11, 100].map(orders)).toEqual(["لا طلبات", "طلب واحد", "طلبان", "3 طلبات", "11 طلبًا", "100 طلب"]);
    expect(translate("en", "adminLists.shown", { shown: 50, total: 1234 }, createFormatters("en"))).toBe("Showing 50 of 1,234");
  });
});
