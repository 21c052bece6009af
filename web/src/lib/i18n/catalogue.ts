import type { adminEn } from "./admin-en";
import type { en } from "./en";
import type { PluralMessage } from "./types";

/**
 * The texts come in two catalogues: the storefront's (`en.ts`/`ar.ts`), in every page's first download, and the back
 * office's (`admin-en.ts`/`admin-ar.ts`), loaded with the admin chunks. Both sets of keys type `t()`, so a key that
 * exists in neither fails the typecheck wherever it is used. (Type-only imports: nothing here reaches the bundle.)
 */
export type StoreKey = keyof typeof en;
export type AdminKey = keyof typeof adminEn;
export type MessageKey = StoreKey | AdminKey;

/** An Arabic catalogue typed against its English keys: plural texts stay plural, plain strings stay strings. */
type ArabicOf<English> = { readonly [K in keyof English]: English[K] extends string ? string : PluralMessage };

export type Catalogue = ArabicOf<typeof en>;
export type AdminCatalogue = ArabicOf<typeof adminEn>;

type EnglishTexts = typeof en & typeof adminEn;
export type PluralKey = { [K in MessageKey]: EnglishTexts[K] extends string ? never : K }[MessageKey];
