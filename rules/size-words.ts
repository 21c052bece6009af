/**
 * Sizes that are words, in both languages. Letter and number sizes (S, M, XL, 38) read the same in both and are not
 * listed; a size a shopper or admin typed that is none of these is shown as written.
 */
export interface SizeWord {
  readonly en: string;
  readonly ar: string;
  /** A garment of one size: the size is no choice, so a product page asks for the colour alone. */
  readonly single: boolean;
}

export const sizeWords: readonly SizeWord[] = [
  { en: 'One Size', ar: 'مقاس واحد', single: true },
  { en: 'Free Size', ar: 'مقاس حر', single: true },
  { en: 'Standard', ar: 'قياسي', single: true },
  { en: 'Small', ar: 'صغير', single: false },
  { en: 'Medium', ar: 'متوسط', single: false },
  { en: 'Large', ar: 'كبير', single: false },
];

const byText = new Map(sizeWords.flatMap((word) => [[word.en.toLowerCase(), word], [word.ar, word]]));

/** The word a size text is (either language, any case), or null for a letter, number or other size. */
export function sizeWordOf(size: string | null | undefined): SizeWord | null {
  if (!size) return null;
  return byText.get(size.trim().toLowerCase()) ?? null;
}

/** A size as a shopper reads it in her language. */
export function sizeIn(size: string, locale: 'en' | 'ar'): string {
  const word = sizeWordOf(size);
  return word ? word[locale] : size;
}
