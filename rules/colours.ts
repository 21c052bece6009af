/**
 * The store's colours as it opens: each with a key (kept for good: what variants and the shop's `color` filter name),
 * its names in English and Arabic and a swatch. Admins rename them, set their swatches and add more (events/colours.ts);
 * a colour no admin has touched reads as written here. Old variants whose colour text is one of these English names
 * (or keys), in any case, read as that colour.
 *
 * The list is fixed as the store opened with it: stored events are lifted by it (events/catalog.ts) and the catalog
 * read model's migration wrote it, and both must read the same forever. A new colour is an admin's ColourAdded.
 */
export interface PaletteColour {
  readonly key: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** `#rrggbb`, lower case. */
  readonly hex: string;
}

export const defaultPalette: readonly PaletteColour[] = [
  { key: 'black', nameEn: 'Black', nameAr: 'أسود', hex: '#1c1c20' },
  { key: 'white', nameEn: 'White', nameAr: 'أبيض', hex: '#f4f2ec' },
  { key: 'ivory', nameEn: 'Ivory', nameAr: 'عاجي', hex: '#ece4d0' },
  { key: 'beige', nameEn: 'Beige', nameAr: 'بيج', hex: '#ceba9c' },
  { key: 'sand', nameEn: 'Sand', nameAr: 'رملي', hex: '#d6c096' },
  { key: 'camel', nameEn: 'Camel', nameAr: 'جملي', hex: '#b08452' },
  { key: 'mocha', nameEn: 'Mocha', nameAr: 'موكا', hex: '#705442' },
  { key: 'brown', nameEn: 'Brown', nameAr: 'بني', hex: '#6b4423' },
  { key: 'grey', nameEn: 'Grey', nameAr: 'رمادي', hex: '#787a80' },
  { key: 'charcoal', nameEn: 'Charcoal', nameAr: 'فحمي', hex: '#3a3c42' },
  { key: 'navy', nameEn: 'Navy', nameAr: 'كحلي', hex: '#222c52' },
  { key: 'sky-blue', nameEn: 'Sky Blue', nameAr: 'أزرق سماوي', hex: '#8cb4d6' },
  { key: 'teal', nameEn: 'Teal', nameAr: 'أزرق مخضر', hex: '#167076' },
  { key: 'emerald', nameEn: 'Emerald', nameAr: 'زمردي', hex: '#146e50' },
  { key: 'olive', nameEn: 'Olive', nameAr: 'زيتي', hex: '#60643a' },
  { key: 'mint', nameEn: 'Mint', nameAr: 'نعناعي', hex: '#a0ceba' },
  { key: 'burgundy', nameEn: 'Burgundy', nameAr: 'عنابي', hex: '#701e30' },
  { key: 'maroon', nameEn: 'Maroon', nameAr: 'خمري', hex: '#621c24' },
  { key: 'red', nameEn: 'Red', nameAr: 'أحمر', hex: '#b3262e' },
  { key: 'pink', nameEn: 'Pink', nameAr: 'وردي', hex: '#e8a0b4' },
  { key: 'dusty-rose', nameEn: 'Dusty Rose', nameAr: 'وردي مغبر', hex: '#be8c8c' },
  { key: 'lavender', nameEn: 'Lavender', nameAr: 'لافندر', hex: '#aa96c8' },
  { key: 'gold', nameEn: 'Gold', nameAr: 'ذهبي', hex: '#c4a052' },
  { key: 'silver', nameEn: 'Silver', nameAr: 'فضي', hex: '#c8ccd2' },
];

/** A colour key: lower-case latin letters and digits in words joined by hyphens, e.g. `sky-blue`. */
export const colourKeyPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const hexPattern = /^#[0-9a-f]{6}$/;

/** The key an English colour name gives: `Sky Blue` is `sky-blue`; null when nothing latin is left. */
export function colourKeyOf(nameEn: string): string | null {
  const key = nameEn
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key.length > 0 && key.length <= 40 ? key : null;
}

const paletteByText = new Map(defaultPalette.flatMap((colour) => [[colour.key, colour.key], [colour.nameEn.toLowerCase(), colour.key]]));

/**
 * A colour's text in a language by the opening palette (for what is composed without the store's list at hand, such
 * as mail): a palette colour's name in that language, any other text as written.
 */
export function paletteColourIn(text: string, locale: 'en' | 'ar'): string {
  const key = paletteKeyOf(text);
  const colour = key ? defaultPalette.find((entry) => entry.key === key) : undefined;
  return colour ? (locale === 'ar' ? colour.nameAr : colour.nameEn) : text;
}

/** The palette colour a variant's free colour text names (its English name or key, in any case), or null. */
export function paletteKeyOf(text: string | null | undefined): string | null {
  if (!text) return null;
  return paletteByText.get(text.trim().toLowerCase()) ?? null;
}
