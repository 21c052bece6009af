import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/types";
import { entityName, entityTypeOptions, entityTypes, eventTypeName, eventTypeOptions, internalEntityTypes } from "./audit-names";
import { internalEventTypes, knownEventTypes } from "./describe-event";

const tOf = (locale: Locale) => {
  const format = createFormatters(locale);
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format);
};
const en = tOf("en");
const ar = tOf("ar");
const arabicLetters = /[\u0600-\u06ff]/;

describe("the event log's plain names", () => {
  it("names every event type in words in each language, never by its code name", () => {
    for (const type of knownEventTypes) {
      for (const name of [eventTypeName(type, en), eventTypeName(type, ar)]) {
        expect(name, type).not.toMatch(/^audit\./);
        expect(name, type).not.toBe(type);
      }
      expect(eventTypeName(type, ar), type).toMatch(arabicLetters);
      expect(eventTypeName(type, en), type).not.toMatch(arabicLetters);
    }
    expect(new Set(knownEventTypes.map((type) => eventTypeName(type, en))).size).toBe(knownEventTypes.length);
    expect(new Set(knownEventTypes.map((type) => eventTypeName(type, ar))).size).toBe(knownEventTypes.length);
  });

  it("names every kind of record in words in each language: staff roles, not user-roles", () => {
    expect(entityName("user-roles", en)).toBe("Staff roles");
    expect(entityName("user-roles", ar)).toBe("أدوار الموظفين");
    for (const type of entityTypes) {
      expect(entityName(type, en), type).not.toMatch(/^audit\./);
      expect(entityName(type, en), type).not.toBe(type);
      expect(entityName(type, ar), type).toMatch(arabicLetters);
    }
    // A kind the web does not know yet is still shown, by its code name.
    expect(entityName("gift-cards", en)).toBe("gift-cards");
  });

  it("offers plain names in the filters, the internal events and their records only when asked for", () => {
    const everyday = eventTypeOptions(en, "en", false);
    expect(everyday.map((option) => option.value)).not.toContain("EmailClaimed");
    expect(everyday.find((option) => option.value === "UserRoleChanged")?.label).toBe("Staff role changed");
    for (const option of everyday) expect(option.label).not.toBe(option.value);
    expect(everyday.map((option) => option.label)).toEqual([...everyday.map((option) => option.label)].sort(new Intl.Collator("en").compare));
    expect(eventTypeOptions(en, "en", true)).toHaveLength(knownEventTypes.length);
    expect(everyday).toHaveLength(knownEventTypes.length - internalEventTypes.length);

    expect(entityTypeOptions(ar, false).map((option) => option.value)).not.toContain("checkout-key");
    expect(entityTypeOptions(ar, true)).toHaveLength(entityTypes.length);
    for (const type of internalEntityTypes) expect(entityTypes as readonly string[]).toContain(type);
  });
});
