import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { createFormatters, intlLocale } from "./format";
import { translate } from "./translate";
import type { Message } from "./types";

const catalogues = { en, ar } as const satisfies Record<string, Record<string, Message>>;

function texts(message: Message): string[] {
  return typeof message === "string" ? [message] : Object.values(message);
}

function placeholders(message: Message): string[] {
  const names = texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""));
  return [...new Set(names)].filter((name) => name !== "count").sort();
}

describe("translation catalogue", () => {
  it("has exactly the same keys in Arabic and English", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  for (const [language, catalogue] of Object.entries(catalogues)) {
    it(`has no empty text in ${language}`, () => {
      const empty = Object.entries(catalogue)
        .filter(([, message]) => texts(message).some((text) => text.trim() === ""))
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  it("uses the same placeholders in both languages, so no value is dropped in translation", () => {
    const mismatched = Object.keys(en).filter((key) => {
      const k = key as keyof typeof en;
      return placeholders(en[k]).join() !== placeholders(ar[k]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it("gives every Arabic plural message all the forms Arabic grammar selects", () => {
    const categories = new Intl.PluralRules(intlLocale.ar).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(ar)) {
      if (typeof message === "string") continue;
      expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
    }
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
