/**
 * A `datetime-local` field's value (the device's own time zone, no offset) and the ISO instants the API takes.
 * Empty or unreadable values are no moment at all.
 */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export function isoToLocalInput(iso: string | null): string {
  if (!iso) return "";
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
}

/**
 * The moment right after an event: its recorded time is in milliseconds while the log keeps microseconds, so the
 * event itself is at or before one millisecond later.
 */
export function justAfter(iso: string): string {
  return new Date(Date.parse(iso) + 1).toISOString();
}

/** Date and time to the second, in the reader's language: an auditor compares moments closer than a minute. */
export function formatMoment(iso: string, intlTag: string): string {
  return new Intl.DateTimeFormat(intlTag, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));
}
