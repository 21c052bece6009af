import { describe, expect, it } from "vitest";
import type { Locale, MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import { etaText } from "./delivery-eta";

const tFor = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format);
};

describe("an emirate's delivery days", () => {
  it("read as a range, a number of days or the same day in English", () => {
    const t = tFor("en");
    expect(etaText([2, 4], t)).toBe("2–4 days");
    expect(etaText([0, 1], t)).toBe("0–1 day");
    expect(etaText([3, 3], t)).toBe("3 days");
    expect(etaText([1, 1], t)).toBe("1 day");
    expect(etaText([0, 0], t)).toBe("Same day");
  });

  it("take the Arabic word for days that the latest count calls for", () => {
    const t = tFor("ar");
    expect(etaText([2, 4], t)).toBe("2–4 أيام");
    expect(etaText([5, 14], t)).toBe("5–14 يومًا");
    expect(etaText([1, 2], t)).toBe("1–2 يوم");
    expect(etaText([2, 2], t)).toBe("يومان");
    expect(etaText([0, 0], t)).toBe("في اليوم نفسه");
  });
});
