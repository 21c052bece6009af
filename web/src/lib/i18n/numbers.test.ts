import { describe, expect, it } from "vitest";
import { createFormatters, intlLocale } from "./format";
import type { Locale } from "./types";

const locales: readonly Locale[] = ["ar", "en"];

/** Values a page shows (prices, counts, sizes) and the edges of rounding and grouping. */
function sampleValues(): number[] {
  const values = [0, 1, 2, 9.99, 10, 12.5, 99.995, 99.999, 100, 999.5, 1000, 1234.5, 1.005, 2.675, 0.005, 0.0049, 1e6, 1234567.891, 9007199254740991];
  for (let fils = 0; fils < 200_000; fils += 997) values.push(fils / 100);
  for (let index = 0; index < 2000; index++) values.push(Math.round(Math.random() * 10 ** (index % 9)) / 10 ** (index % 5));
  return values;
}

describe("numbers and prices without Intl", () => {
  for (const locale of locales) {
    const tag = intlLocale[locale];
    const format = createFormatters(locale);
    const intl = {
      number: new Intl.NumberFormat(tag),
      price: new Intl.NumberFormat(tag, { style: "currency", currency: "AED", minimumFractionDigits: 2 }),
      kilobytes: new Intl.NumberFormat(tag, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }),
      plural: new Intl.PluralRules(tag),
    };

    it(`writes numbers and prices as Intl does (${locale})`, () => {
      for (const value of sampleValues()) {
        expect(format.number(value), `number ${value}`).toBe(intl.number.format(value));
        expect(format.price(value), `price ${value}`).toBe(intl.price.format(value));
        expect(format.price(value.toFixed(2)), `price "${value.toFixed(2)}"`).toBe(intl.price.format(Number(value.toFixed(2))));
      }
    });

    it(`hands negative, huge and odd values to Intl (${locale})`, () => {
      for (const value of [-5, -0, -1234.5, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(format.number(value), `number ${value}`).toBe(intl.number.format(value));
        expect(format.price(value), `price ${value}`).toBe(intl.price.format(value));
      }
    });

    it(`names plural forms as Intl does (${locale})`, () => {
      for (let count = 0; count <= 2500; count++) expect(format.plural(count), `${count}`).toBe(intl.plural.select(count));
      for (const count of [1.5, -1, 0.5]) expect(format.plural(count), `${count}`).toBe(intl.plural.select(count));
    });

    it(`writes file sizes as Intl does (${locale})`, () => {
      for (const bytes of [0, 1, 512, 1024, 1536, 5 * 1024 * 1024, 123_456_789]) {
        expect(format.fileSize(bytes)).toBe(intl.kilobytes.format(Math.max(1, Math.round(bytes / 1024))));
      }
    });
  }
});
