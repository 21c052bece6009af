import { createHash } from 'node:crypto';
import { foldStream, type EventStore, type StreamAppend } from '../../events/index.js';
import type { CategoryNameEvent } from '../../events/catalog.js';
import { AppError } from '../../infra/errors.js';
import { listCategories } from '../../projections/catalog/index.js';
import type pg from 'pg';
import type { CategoryNames } from './category.js';

/**
 * One name per category per language: "Prayer Sets" twice would be two cards no shopper can tell apart. Each name a
 * category holds is claimed on a stream of its own (see CategoryNameClaimed), appended with the category's events in
 * one append, so the rule holds however close two admins race.
 */

export type NameLanguage = 'en' | 'ar';
const languages: readonly NameLanguage[] = ['en', 'ar'];
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

interface NameClaim {
  readonly streamId: string;
  readonly version: number;
  readonly holder: string | null;
}

const claimFold = {
  initialState: (): string | null => null,
  evolve: (_holder: string | null, event: CategoryNameEvent) =>
    event.type === 'CategoryNameClaimed' ? event.data.categoryId : null,
};

async function readClaim(store: EventStore, language: NameLanguage, normalised: string): Promise<NameClaim> {
  const streamId = categoryNameStream(language, normalised);
  const events = await store.readStream(streamId);
  return { streamId, version: events.length, holder: foldStream(claimFold, events) };
}

function duplicate(language: NameLanguage, name: string): AppError {
  const message = duplicateCategoryNameMessage[language];
  return new AppError(409, message, { [fieldOf[language]]: [message] }, duplicateCategoryNameCode, { language, name });
}

/**
 * The claim and release appends that give `categoryId` its names (and let go of `previous` ones), to go in the same
 * append as the category's own events, with the versions read here: a claim taken meanwhile fails the whole append,
 * and the caller's retry reads it as taken. A name already held by another category is refused with 409. Categories
 * from before names were claimed hold no claim; the read model stands in for their names.
 */
export async function categoryNameAppends(
  deps: { readonly store: EventStore; readonly pool: pg.Pool },
  categoryId: string,
  names: CategoryNames | null,
  previous: CategoryNames | null,
): Promise<StreamAppend[]> {
  const appends: StreamAppend[] = [];
  let existing: Awaited<ReturnType<typeof listCategories>> | null = null;
  for (const language of languages) {
    const field = fieldOf[language];
    const wanted = names ? normaliseCategoryName(names[field]) : null;
    const held = previous ? normaliseCategoryName(previous[field]) : null;
    if (wanted === held) continue;
    if (wanted) {
      const claim = await readClaim(deps.store, language, wanted);
      if (claim.holder && claim.holder !== categoryId) throw duplicate(language, names![field]);
      if (!claim.holder) {
        existing ??= await listCategories(deps.pool);
        const unclaimed = existing.find(
          (category) => category.id !== categoryId && normaliseCategoryName(category[field]) === wanted,
        );
        if (unclaimed) throw duplicate(language, names![field]);
        appends.push({
          streamId: claim.streamId,
          streamType: 'category-name',
          expectedVersion: claim.version,
          events: [{ type: 'CategoryNameClaimed', data: { language, name: wanted, categoryId } }],
        });
      }
    }
    if (held) {
      const claim = await readClaim(deps.store, language, held);
      if (claim.holder === categoryId) {
        appends.push({
          streamId: claim.streamId,
          streamType: 'category-name',
          expectedVersion: claim.version,
          events: [{ type: 'CategoryNameReleased', data: { language, name: held, categoryId } }],
        });
      }
    }
  }
  return appends;
}
