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

/**
 * Words the shop treats as one, in either language and in either direction: a search for any member finds what any
 * other member finds. A member is compared by its stem (catalog_search_stemmed below), so "abayas" and "العبايات"
 * belong to the first group as written. Broken Arabic plurals (فساتين, قفاطين), which no light stemmer reaches, are
 * listed here beside their singulars. The one list the shop's search uses; it travels with each search as a parameter.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['عباية', 'عباءة', 'abaya', 'abaaya'],
  ['جلابية', 'جلابيه', 'جلباب', 'جلابيب', 'jalabiya', 'jalabiyah', 'jilbab'],
  ['قفطان', 'قفاطين', 'kaftan', 'caftan'],
  ['حجاب', 'hijab', 'headscarf'],
  ['شيلة', 'shayla', 'shaila'],
  ['طرحة', 'طرح', 'scarf', 'scarves'],
  ['فستان', 'فساتين', 'dress'],
  ['نقاب', 'niqab'],
  ['خمار', 'khimar'],
  ['اسدال', 'إسدال', 'prayer dress', 'isdal'],
  ['شنطة', 'شنط', 'حقيبة', 'حقائب', 'bag', 'handbag'],
  ['بروش', 'brooch'],
];

/** The word similarity (pg_trgm) a typed word needs to a product's names to count as a misspelling of one of them. */
export const typoSimilarity = 0.4;
/** Typos are only looked for in words this long or longer: a shorter word is similar to too much. */
export const typoMinLength = 4;

/**
 * Stems, a product's weighted text-search document and a shopper's word as a text-search query. Store-wide for the
 * same reason as the first (a rebuild's shadow schema would take its functions with it). One definition serves the
 * stored side (the generated `search_vector` of the catalog's products) and the query side (each word a shopper
 * types), so both stem alike:
 *
 * - `catalog_search_stem`: a light Arabic stemmer for one word already through catalog_search_text. It drops one
 *   article or article-with-particle (ال, لل, وال, بال, كال, فال), then one ending: ون, ين, ان (on words of six
 *   letters or more, so فستان and قفطان stay whole), ات (five or more) or the ta marbuta (written ه by then, four or
 *   more): "العبايات", "عبايات", "عباية" all become "عباي". A word with no Arabic letter is left as it is.
 * - `catalog_search_stemmed`: the texts given, through catalog_search_text, cut into words, each word stemmed.
 * - `catalog_search_vector`: a product's document: its names weighted A, its descriptions B, through PostgreSQL's
 *   `english` configuration (which reduces "abayas" to "abaya" and drops "the"); the Arabic stems pass through it
 *   unchanged.
 * - `catalog_search_query`: one typed word as a query: its own stem, or any member of a synonym group (given as a
 *   JSON array of arrays) when one of the group's members stems to the same query.
 * - `catalog_search_in_names`: a query matching only the names' (weight A) words.
 */
export const catalogSearchStems: Migration = {
  id: 'catalog-search:2',
  sql: `create or replace function public.catalog_search_stem(word text) returns text
      language sql immutable strict parallel safe as $$
      select case
        when bare !~ '[ء-ي]' then bare
        when length(bare) >= 6 and right(bare, 2) in ('ون', 'ين', 'ان') then left(bare, -2)
        when length(bare) >= 5 and right(bare, 2) = 'ات' then left(bare, -2)
        when length(bare) >= 4 and right(bare, 1) = 'ه' then left(bare, -1)
        else bare end
      from (select case
        when length(word) >= 6 and left(word, 3) in ('وال', 'بال', 'كال', 'فال') then substr(word, 4)
        when length(word) >= 5 and left(word, 2) in ('ال', 'لل') then substr(word, 3)
        else word end as bare) as article $$;
    create or replace function public.catalog_search_stemmed(variadic parts text[]) returns text
      language sql immutable strict parallel safe as $$
      select coalesce(string_agg(public.catalog_search_stem(word), ' ' order by at), '')
      from regexp_split_to_table(public.catalog_search_text(variadic parts),
        '[^0-9a-z\\u00c0-\\u024f\\u0621-\\u064a\\u0660-\\u0669]+') with ordinality as words(word, at)
      where word <> '' $$;
    create or replace function public.catalog_search_vector(name_en text, name_ar text, description_en text,
        description_ar text) returns tsvector
      language sql immutable parallel safe as $$
      select setweight(to_tsvector('pg_catalog.english'::regconfig, public.catalog_search_stemmed(name_en, name_ar)), 'A')
        || setweight(to_tsvector('pg_catalog.english'::regconfig, public.catalog_search_stemmed(description_en, description_ar)), 'B') $$;
    create or replace function public.catalog_search_query(word text, synonyms jsonb) returns tsquery
      language plpgsql immutable strict parallel safe as $$
      declare
        own constant tsquery := plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(word));
        found tsquery := own;
        members jsonb;
        member text;
      begin
        if numnode(own) = 0 then return own; end if;
        for members in select jsonb_array_elements(synonyms) loop
          if exists (select 1 from jsonb_array_elements_text(members) as listed(name)
              where plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(listed.name)) = own) then
            for member in select jsonb_array_elements_text(members) loop
              found := found || plainto_tsquery('pg_catalog.english'::regconfig, public.catalog_search_stemmed(member));
            end loop;
          end if;
        end loop;
        return found;
      end $$;
    create or replace function public.catalog_search_in_names(query tsquery) returns tsquery
      language sql immutable strict parallel safe as $$
      select regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''\\1'':A', 'g')::tsquery $$;`,
};

/**
 * The words of a product's names as search compares them (`search_names`, already through catalog_search_text),
 * each once, of three letters or more: what the catalog's lexicon (`catalog_words`) lists, and where a misspelt word
 * finds what it meant. Store-wide like the others, and for the same reason.
 */
export const catalogSearchNameWords: Migration = {
  id: 'catalog-search:3',
  sql: `create or replace function public.catalog_search_name_words(names text) returns setof text
      language sql immutable strict parallel safe as $$
      select distinct word from regexp_split_to_table(names, '[^0-9a-z\\u00c0-\\u024f\\u0621-\\u064a\\u0660-\\u0669]+') as words(word)
      where length(word) >= 3 $$;`,
};
