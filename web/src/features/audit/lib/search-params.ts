/** A filter form's values as the query string the list reads (and the page's address keeps), empty ones left out. */
export function toSearch(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  params.sort();
  return params.toString();
}
