const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How the shop names a review's author to the public: her first name and the initial of her last name, "Mariam Khan"
 * as "Mariam K." and "مريم كريم" as "مريم ك.". A single-word name stays as it is; the back office sees the full name.
 */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  const [initial] = graphemes.segment(words.at(-1)!);
  return `${words[0]} ${initial!.segment}.`;
}
