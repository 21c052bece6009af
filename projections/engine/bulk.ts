import type { StoredEvent } from '../../events/index.js';

/**
 * Helpers for applying a batch of events with a handful of statements instead of one or more per event. A batch
 * must leave exactly the rows that applying its events one at a time would; the two ways to get there are:
 *
 * - cut it into runs of consecutive events of one kind (`runsOf`) and apply each run with one statement per table:
 *   the runs keep the batch's order, and inside a run the events either touch different rows (then their order
 *   does not matter) or set the same thing (then the last one wins: `lastBy`);
 * - fold per entity in memory and write each entity's final state (done where an entity's events are few and
 *   known, as orders and stats do).
 */

export interface Run {
  readonly kind: string;
  readonly events: StoredEvent[];
}

/**
 * Cuts events into runs of consecutive events of the same kind. `keysOf` names what an event must not share with
 * an earlier event of its run, for kinds whose bulk statement cannot take the same row twice (an upsert touching
 * a row twice fails; a revision replacing a product's variants must see the previous revision's result): when
 * one is repeated, a new run starts, so those events are applied in two statements, in order.
 */
export function runsOf(
  events: readonly StoredEvent[],
  kindOf: (event: StoredEvent) => string,
  keysOf: (event: StoredEvent) => readonly string[] = () => [],
): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let seen = new Set<string>();
  for (const event of events) {
    const kind = kindOf(event);
    const keys = keysOf(event);
    if (!current || current.kind !== kind || keys.some((key) => seen.has(key))) {
      current = { kind, events: [] };
      runs.push(current);
      seen = new Set();
    }
    current.events.push(event);
    for (const key of keys) seen.add(key);
  }
  return runs;
}

/** The last item per key: the survivors of "set" operations, whose order among keys does not matter. */
export function lastBy<T>(items: Iterable<T>, keyOf: (item: T) => string): T[] {
  const last = new Map<string, T>();
  for (const item of items) last.set(keyOf(item), item);
  return [...last.values()];
}
