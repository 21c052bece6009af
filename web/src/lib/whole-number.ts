/**
 * A number field's text as a whole number. Anything that is not a number becomes 0, as the spec asks of stock and
 * position fields; a negative number is kept so the form can say it must be 0 or greater instead of hiding it.
 */
export function wholeNumberFrom(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
}
