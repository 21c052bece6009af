/**
 * Readable URL slugs from names. Latin letters lose their accents and are
 * lower-cased ("Black Abaya" → "black-abaya"); Arabic letters are kept
 * without their short-vowel marks and tatweel ("عباية سوداء" → "عباية-سوداء"),
 * since browsers show them as written and percent-encode them on the wire.
 * A name with no letters or digits at all yields "", and the caller falls
 * back to an id-based slug.
 */

export const maxSlugLength = 60;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKC')
    // Arabic short vowels, superscript alef and tatweel; hamza and madda stay part of their letters.
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .normalize('NFD')
    // Latin accents only.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return trimToLength(slug, maxSlugLength);
}

/** The first name that gives a slug, else `<prefix>-<first 8 characters of the id>`. */
export function slugFrom(names: readonly string[], fallback: { prefix: string; id: string }): string {
  for (const name of names) {
    const slug = slugify(name);
    if (slug) return slug;
  }
  return `${fallback.prefix}-${fallback.id.replace(/-/g, '').slice(0, 8)}`;
}

/** "black-abaya", then "black-abaya-2", "black-abaya-3"… staying within the length limit. */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${trimToLength(base, maxSlugLength - suffix.length)}${suffix}`;
}

function trimToLength(slug: string, length: number): string {
  if (slug.length <= length) return slug;
  // Cut at a word boundary when one is near, and never leave a trailing dash.
  const cut = slug.slice(0, length);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > length / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
