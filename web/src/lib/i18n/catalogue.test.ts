import { describe, expect, it } from "vitest";
import { adminAr } from "./admin-ar";
import { adminEn } from "./admin-en";
import { ar } from "./ar";
import { en } from "./en";
import { createFormatters, intlLocale } from "./format";
import { registerAdminCatalogues, translate } from "./translate";
import type { Message } from "./types";

type Texts = Readonly<Record<string, Message>>;

/** The storefront's catalogue (first download) and the back office's (admin chunks), each in both languages. */
const pairs: ReadonlyArray<{ name: string; en: Texts; ar: Texts }> = [
  { name: "storefront", en, ar },
  { name: "admin", en: adminEn, ar: adminAr },
];

function texts(message: Message): string[] {
  return typeof message === "string" ? [message] : Object.values(message);
}

function placeholders(message: Message): string[] {
  const names = texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""));
  return [...new Set(names)].filter((name) => name !== "count").sort();
}

describe("translation catalogue", () => {
  for (const pair of pairs) {
    describe(`${pair.name} texts`, () => {
      it("have exactly the same keys in Arabic and English", () => {
        expect(Object.keys(pair.ar).sort()).toEqual(Object.keys(pair.en).sort());
      });

      for (const language of ["en", "ar"] as const) {
        it(`have no empty text in ${language}`, () => {
          const empty = Object.entries(pair[language])
            .filter(([, message]) => texts(message).some((text) => text.trim() === ""))
            .map(([key]) => key);
          expect(empty).toEqual([]);
        });
      }

      it("use the same placeholders in both languages, so no value is dropped in translation", () => {
        const mismatched = Object.keys(pair.en).filter(
          (key) => placeholders(pair.en[key]!).join() !== placeholders(pair.ar[key]!).join(),
        );
        expect(mismatched).toEqual([]);
      });

      it("give every Arabic plural message all the forms Arabic grammar selects", () => {
        const categories = new Intl.PluralRules(intlLocale.ar).resolvedOptions().pluralCategories;
        for (const [key, message] of Object.entries(pair.ar)) {
          if (typeof message === "string") continue;
          expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
        }
      });
    });
  }

  it("never gives a key to both catalogues, so which one answers cannot matter", () => {
    expect(Object.keys(adminEn).filter((key) => key in en)).toEqual([]);
  });

  it("keeps the back office's texts out of the storefront catalogue", () => {
    expect(Object.keys(en).filter((key) => /^(admin|adminOrders|dashboard|live|orderStatus|orders|role)\./.test(key))).toEqual([]);
  });

  it("reads an admin text once the admin catalogue is registered, and shows its key before", () => {
    const format = createFormatters("en");
    expect(translate("en", "admin.title", undefined, format)).toBe("admin.title");
    registerAdminCatalogues({ en: adminEn, ar: adminAr });
    expect(translate("en", "admin.title", undefined, format)).toBe("Admin Dashboard");
    expect(translate("ar", "admin.title", undefined, createFormatters("ar"))).toBe("لوحة التحكم");
  });

  it("reads counts correctly in both languages", () => {
    const arFormat = createFormatters("ar");
    const enFormat = createFormatters("en");
    expect(translate("en", "cart.itemCount", { count: 1 }, enFormat)).toBe("1 item");
    expect(translate("en", "cart.itemCount", { count: 1200 }, enFormat)).toBe("1,200 items");
    expect(translate("ar", "cart.itemCount", { count: 2 }, arFormat)).toBe("منتجان");
    expect(translate("ar", "cart.itemCount", { count: 3 }, arFormat)).toBe("3 منتجات");
    expect(translate("ar", "cart.itemCount", { count: 11 }, arFormat)).toBe("11 منتجًا");
    expect(translate("ar", "cart.itemCount", { count: 100 }, arFormat)).toBe("100 منتج");
  });

  it("keeps placeholders it was not given, for components that fill their own", () => {
    expect(translate("en", "toast.region", undefined, createFormatters("en"))).toBe("Notifications ({hotkey})");
  });
});
