/**
 * The router keeps each page's scroll position under its history entry's key and puts it back when that entry is
 * shown again (Back, Forward, a reload). An entry the browser has just made for a page opened afresh (an address
 * typed or pasted, a link from another site, a new tab) has no key yet, and the router would file it under one shared
 * key, "default": every such page would then open at the position of the last one left. Giving the entry a key of
 * its own before the router starts makes a new page start at its top; entries the app made keep theirs.
 */
export function keyFreshHistoryEntry(history: Pick<History, "state" | "replaceState"> = window.history): void {
  const state: unknown = history.state;
  const kept = state !== null && typeof state === "object" ? (state as Record<string, unknown>) : {};
  if (typeof kept.key === "string" && kept.key !== "") return;
  history.replaceState({ usr: null, idx: 0, ...kept, key: freshKey() }, "");
}

function freshKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, "0");
}
