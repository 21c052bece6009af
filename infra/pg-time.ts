/**
 * An instant as the read models' queries write a timestamptz (`to_json(t) #>> '{}'` with the database in UTC,
 * `2026-01-02T03:04:05.12+00:00`: no trailing zeros in the fraction, none at all on a whole second), so an answer
 * built from a decision reads exactly like the record the read model will hold (ADR 049).
 */
export function pgTimeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an instant: ${iso}`);
  const [whole, fraction = ''] = date.toISOString().replace(/Z$/, '').split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}${kept ? `.${kept}` : ''}+00:00`;
}
