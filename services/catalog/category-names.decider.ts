import { createHash } from 'node:crypto';
import { refuse, streamRead, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import type { CategoryNameEvent } from '../../events/catalog.js';
import type { CategoryNames } from './category.decider.js';

/**
 * One name per category per language: "Prayer Sets" twice would be two cards no shopper can tell apart. Each name a
 * category holds is claimed on a stream of its own (see CategoryNameClaimed), appended with the category's events in
 * one append, so the rule holds however close two admins race.
 */

export type NameLanguage = 'en' | 'ar';
export const nameLanguages: readonly NameLanguage[] = ['en', 'ar'];
const fieldOf = { en: 'nameEn', ar: 'nameAr' } as const;

export const duplicateCategoryNameCode = 'duplicate_category_name';
export const duplicateCategoryNameMessage = {
  en: 'A category with this English name already exists',
  ar: 'A category with this Arabic name already exists',
} as const;

/**
 * What makes two names "the same" to a shopper: case, spacing and Unicode forms; in Arabic also the tatweel, the
 * short-vowel marks and the usual spelling variants of alef, alef maqsura and taa marbuta.
 */
export function normaliseCategoryName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\u0640\u064B-\u0652\u0670]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase();
}

export const categoryNameStream = (language: NameLanguage, normalised: string) =>
  `category-name-${language}-${createHash('sha256').update(normalised).digest('hex').slice(0, 40)}`;

/** The category holding a name, or null while it is free. */
export type NameHolder = string | null;

const holderFold: StreamFold<NameHolder> = {
  streamType: 'category-name',
  initialState: () => null,
  evolve: (_holder, event) => {
    const claim = event as CategoryNameEvent;
    return claim.type === 'CategoryNameClaimed' ? claim.data.categoryId : null;
  },
};

/** A category as the read model lists it: categories from before names were claimed hold no claim streams. */
export interface ListedCategory extends CategoryNames {
  readonly categoryId: string;
}

/** A name a command changes in one language: the one it takes (null: none) and the one it lets go of. */
interface NameChange {
  readonly language: NameLanguage;
  readonly wanted: string | null;
  readonly held: string | null;
}

function changes(names: CategoryNames | null, previous: CategoryNames | null): NameChange[] {
  return nameLanguages.flatMap((language) => {
    const wanted = names ? normaliseCategoryName(names[fieldOf[language]]) : null;
    const held = previous ? normaliseCategoryName(previous[fieldOf[language]]) : null;
    return wanted === held ? [] : [{ language, wanted, held }];
  });
}

/** The claim streams a change of names reads: the names taken, then the names let go of. */
export interface NameReads {
  readonly taken: StreamRead<NameHolder>[];
  readonly released: StreamRead<NameHolder>[];
}

export function nameReads(names: CategoryNames | null, previous: CategoryNames | null): NameReads {
  const all = changes(names, previous);
  return {
    taken: all.flatMap(({ language, wanted }) => (wanted ? [streamRead(holderFold, categoryNameStream(language, wanted))] : [])),
    released: all.flatMap(({ language, held }) => (held ? [streamRead(holderFold, categoryNameStream(language, held))] : [])),
  };
}

/**
 * The claim and release events (per stream, in the order of `nameReads`) that give `categoryId` its names and let go
 * of its previous ones. A name held by another category, by its claim or, for a category from before claims, by the
 * read model, is refused as a conflict naming the field.
 */
export function decideNames(
  categoryId: string,
  names: CategoryNames | null,
  previous: CategoryNames | null,
  holders: { readonly taken: readonly NameHolder[]; readonly released: readonly NameHolder[] },
  listed: readonly ListedCategory[],
): { taken: NewEvent[][]; released: NewEvent[][] } {
  const all = changes(names, previous);
  const taking = all.filter((change) => change.wanted !== null);
  const releasing = all.filter((change) => change.held !== null);
  const taken = taking.map(({ language, wanted }, index): NewEvent[] => {
    const holder = holders.taken[index] ?? null;
    const unclaimed = () =>
      listed.some((category) => category.categoryId !== categoryId && normaliseCategoryName(category[fieldOf[language]]) === wanted);
    if ((holder !== null && holder !== categoryId) || (holder === null && unclaimed())) {
      const message = duplicateCategoryNameMessage[language];
      throw refuse.conflict(message, {
        code: duplicateCategoryNameCode,
        params: { language, name: names![fieldOf[language]] },
        errors: { [fieldOf[language]]: [message] },
      });
    }
    return holder === categoryId ? [] : [{ type: 'CategoryNameClaimed', data: { language, name: wanted!, categoryId } }];
  });
  const released = releasing.map(({ language, held }, index): NewEvent[] =>
    holders.released[index] === categoryId ? [{ type: 'CategoryNameReleased', data: { language, name: held!, categoryId } }] : [],
  );
  return { taken, released };
}
