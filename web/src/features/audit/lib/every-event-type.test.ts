import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/types";
import { eventLogTypes, internalEventTypes as serverInternalTypes } from "../../../../../services/audit/schemas.js";
import { describeEvent, internalEventTypes, knownEventTypes } from "./describe-event";

const i18n = (locale: Locale) => {
  const format = createFormatters(locale);
  return { locale, t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format) };
};
const en = i18n("en");
const ar = i18n("ar");
const admin = { id: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d", name: "Huda", email: "huda@store.test", role: "admin" };

/** The generic line an event without a sentence of its own falls back to, in each language. */
const fallback = (type: string) => [
  describeEvent({ kind: "other", params: { type } }, en),
  describeEvent({ kind: "other", params: { type } }, ar),
];

describe("every event type of the store's catalogue in plain words", () => {
  // The server summarises each as itself, never as `other` (events/summary.test.ts).
  const types = eventLogTypes;

  for (const type of types) {
    it(`${type} has its own sentence in English and in Arabic`, () => {
      // The data as bare as it can come (an old version, a field erased): the sentence is still its own.
      const summary = { kind: type, params: { userId: "u", userName: "Mariam" } };
      const english = describeEvent(summary, en, admin);
      const arabic = describeEvent(summary, ar, admin);
      for (const sentence of [english, arabic]) {
        expect(sentence, type).not.toMatch(/^audit\./);
        expect(fallback(type), type).not.toContain(sentence);
        // A sentence, not the type's code name.
        expect(sentence, type).not.toContain(type);
      }
      expect(arabic, type).toMatch(/[\u0600-\u06ff]/);
      expect(english, type).not.toMatch(/[\u0600-\u06ff]/);
    });
  }

  it("offers exactly the catalogue's types in the log's type filter", () => {
    expect([...knownEventTypes].sort()).toEqual([...types].sort());
  });

  it("hides the same internal events on the web as the server does, each a type of the catalogue", () => {
    expect([...internalEventTypes].sort()).toEqual([...serverInternalTypes].sort());
    for (const type of serverInternalTypes) expect(types, type).toContain(type);
  });
});
