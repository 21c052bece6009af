import type { Migration } from '../engine/projection.js';

/**
 * What shop search compares: a product's English and Arabic names and descriptions, lower-cased, with the Arabic
 * spellings a shopper may type either way made one. The alef forms (أ إ آ ٱ) read as ا, ة as ه, ى (and the
 * Persian ی) as ي; diacritics (fathatan to sukun and the rest up to U+065F, the dagger alef) and the tatweel are
 * dropped. "عبايه" then finds "عباية", and "عَبَاءَة" finds "عباءة".
 *
 * It is one SQL function, used both for the stored column the trigram index covers and for each word a shopper
 * types, so the two sides can never normalise differently.
 */
const folded = { from: 'أإآٱةىی', to: 'ااااهيي' };
const dropped = ['\u0640', ...range(0x064b, 0x065f), '\u0670'].join('');

function range(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => String.fromCharCode(first + index));
}

/**
 * pg_trgm (in the public schema) and the normalising function. A store-wide migration, not the catalog read model's:
 * a rebuild replays the read model's migrations into a shadow schema, and the function its column uses must outlive
 * that schema.
 */
export const catalogSearchSetup: Migration = {
  id: 'catalog-search:1',
  sql: `create extension if not exists pg_trgm with schema public;
    create or replace function public.catalog_search_text(variadic parts text[]) returns text
      language sql immutable strict parallel safe
      as $$ select translate(lower(array_to_string(parts, ' ')), '${folded.from}${dropped}', '${folded.to}') $$;`,
};

/** A shopper's search as words (at most `maxWords`), each escaped for LIKE; every one must appear, in any order. */
export function searchWords(q: string): string[] {
  return q
    .split(/[\s\u200c\u200d\u200f\u200e,،;:!?()"'/]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.replace(/[\\%_]/g, (special) => `\\${special}`));
}
