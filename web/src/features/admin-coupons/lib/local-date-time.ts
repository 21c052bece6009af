const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` field shows it: the admin's own clock, to the minute ("2025-03-01T09:30"). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What a `datetime-local` field holds, read on the admin's own clock, as the ISO instant the API takes; null for
 * anything that is not a date and time.
 */
export function fromLocalInput(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date rolls 31 February over into March: a date that is not on the calendar is refused instead.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || hours > 23 || minutes > 59) return null;
  return date.toISOString();
}
