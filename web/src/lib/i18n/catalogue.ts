import { en } from "./en";
import type { PluralMessage } from "./types";

export type MessageKey = keyof typeof en;

/** Plural keys in English must be plural in Arabic too (where they need more forms); plain strings stay strings. */
export type Catalogue = { readonly [K in MessageKey]: (typeof en)[K] extends string ? string : PluralMessage };

export type PluralKey = { [K in MessageKey]: (typeof en)[K] extends string ? never : K }[MessageKey];
