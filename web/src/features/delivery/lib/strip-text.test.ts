import { describe, expect, it } from "vitest";
import { createFormatters } from "../../../lib/i18n/format";
import { translate } from "../../../lib/i18n/translate";
import type { MessageKey } from "../../../lib/i18n/catalogue";
import { stripAmount, stripText } from "./strip-text";
import type { DeliveryTerms } from "../types";

const inLanguage = (locale: "ar" | "en") => {
  const format = createFormatters(locale);
  return { t: (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params, format), format };
};

const terms = (freeDeliveryOver: string | null): DeliveryTerms => ({ zones: [], freeDeliveryOver });

describe("the header's free-delivery strip", () => {
  it("keeps the spec's words exactly while the store sets no free-delivery amount", () => {
    const en = inLanguage("en");
    const ar = inLanguage("ar");
    expect(stripText(terms(null), en.t, en.format)).toBe("Free Shipping on Orders Over 500 AED");
    expect(stripText(terms(null), ar.t, ar.format)).toBe("شحن مجاني للطلبات التي تتجاوز 500 د.إ.");
  });

  it("names the store's own amount in both languages once it sets one", () => {
    const en = inLanguage("en");
    const ar = inLanguage("ar");
    expect(stripText(terms("300.00"), en.t, en.format)).toBe("Free Delivery on Orders Over 300 AED");
    expect(stripText(terms("1500.00"), ar.t, ar.format)).toBe("توصيل مجاني للطلبات التي تتجاوز 1,500 د.إ.");
  });

  it("writes whole dirhams without fils, and an amount with fils in full", () => {
    const { format } = inLanguage("en");
    expect(stripAmount("500.00", format)).toBe("500");
    expect(stripAmount("250.50", format)).toBe("250.50");
    expect(stripAmount("0.05", format)).toBe("0.05");
  });
});
