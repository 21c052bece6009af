/**
 * A visitor's hearts, kept in the browser (localStorage `wishlist`: a JSON list of product ids) until she signs in,
 * when they join her account's wishlist. Other tabs' changes are heard through the storage event.
 */
export const visitorHeartsKey = "wishlist";

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: [] };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whatever storage holds is checked, not trusted: only a list of strings is read. */
export function parseHearts(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === "string"))] : [];
  } catch {
    return [];
  }
}

/** The same list object while storage holds the same text, as useSyncExternalStore needs. */
export function getVisitorHearts(): readonly string[] {
  const raw = storage()?.getItem(visitorHeartsKey) ?? null;
  if (raw !== cached.raw) cached = { raw, ids: parseHearts(raw) };
  return cached.ids;
}

function write(ids: readonly string[]): void {
  const store = storage();
  if (!store) return;
  if (ids.length === 0) store.removeItem(visitorHeartsKey);
  else store.setItem(visitorHeartsKey, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

export function toggleVisitorHeart(productId: string): void {
  const ids = getVisitorHearts();
  write(ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId]);
}

export function clearVisitorHearts(): void {
  write([]);
}

export function subscribeVisitorHearts(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === visitorHeartsKey || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
