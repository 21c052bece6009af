import { Refusal, systemActor, type EventStore, type Queryable } from '../../events/index.js';
import { erasureActors, type ErasureActor } from '../../events/identity.js';
import { erasePersonalData } from './erase.js';

/**
 * The erasure list: every erasure the log records, kept beside the backups so that a restore of a backup made
 * before some of them can make them again (`npm run privacy:erasures -- FILE` writes it, `npm run restore -- FILE
 * --erasures LIST` re-applies it). It names no personal data: whose account (its id), when, by whom, where in the log.
 *
 * The file is JSON lines, one erasure a line, in log order:
 *   {"userId":"<uuid>","erasedAt":"<ISO time>","by":"self|staff|retention","position":<global position>}
 */
export interface ErasureEntry {
  readonly userId: string;
  readonly erasedAt: string;
  readonly by: ErasureActor;
  readonly position: number;
}

/** Every PersonalDataErased of the log, in log order. Its fields are plain (not sealed): read straight from the table. */
export async function readErasureList(db: Queryable): Promise<ErasureEntry[]> {
  const result = await db.query<{ user_id: string; erased_at: string; by: ErasureActor; position: number }>(
    `select data->>'userId' as user_id, data->>'erasedAt' as erased_at, data->>'by' as by, global_position::float8 as position
     from events where type = 'PersonalDataErased' order by global_position`,
  );
  return result.rows.map((row) => ({ userId: row.user_id, erasedAt: row.erased_at, by: row.by, position: row.position }));
}

export function formatErasureList(entries: readonly ErasureEntry[]): string {
  return entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
}

export class ErasureListDamaged extends Error {}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads an erasure list (JSON lines; blank lines skipped); a line that is not an erasure refuses the whole file. */
export function parseErasureList(text: string): ErasureEntry[] {
  const entries: ErasureEntry[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: Partial<ErasureEntry> | null;
    try {
      value = JSON.parse(line) as Partial<ErasureEntry> | null;
    } catch {
      throw new ErasureListDamaged(`line ${index + 1} is not JSON`);
    }
    if (
      !value ||
      typeof value.userId !== 'string' ||
      !uuid.test(value.userId) ||
      typeof value.erasedAt !== 'string' ||
      Number.isNaN(Date.parse(value.erasedAt)) ||
      !erasureActors.includes(value.by as ErasureActor) ||
      !Number.isSafeInteger(value.position)
    ) {
      throw new ErasureListDamaged(`line ${index + 1} is not an erasure ({"userId","erasedAt","by","position"})`);
    }
    entries.push({ userId: value.userId, erasedAt: value.erasedAt, by: value.by!, position: value.position! });
  });
  return entries;
}

export interface ReappliedErasures {
  /** Erased again now: the restored log still had their personal data. */
  readonly reapplied: readonly string[];
  /** Erased in the restored log already (the backup was made after their erasure). */
  readonly alreadyErased: number;
  /** Not in the restored log at all (registered after the backup): nothing of theirs to erase; their keys are destroyed. */
  readonly absent: number;
}

/** The reason a re-applied erasure records: where it came from, and the erasure it repeats. */
export const reappliedReason = (entry: ErasureEntry) =>
  `Re-applied from the erasure list after a restore (erased ${entry.erasedAt} by ${entry.by}, position ${entry.position})`;

/**
 * Makes every erasure of the list that the restored log does not hold again: a PersonalDataErased appended by the
 * store's own rules (`by: 'retention'`, whatever the original was: neither her password nor the staff member can be
 * asked again, and the event must not claim they were), with its original time as `erasedAt` and a reason that
 * says it was re-applied from the list; then her data key is destroyed, as every erasure does.
 */
export async function reapplyErasures(store: EventStore, entries: readonly ErasureEntry[]): Promise<ReappliedErasures> {
  const reapplied: string[] = [];
  let alreadyErased = 0;
  let absent = 0;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.userId)) continue;
    seen.add(entry.userId);
    try {
      await erasePersonalData(
        store,
        { userId: entry.userId, by: 'retention', reason: reappliedReason(entry) },
        { actor: systemActor, correlationId: `erasure-list-${entry.userId}` },
        { now: new Date(entry.erasedAt) },
      );
      reapplied.push(entry.userId);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (error.code === 'already_erased') alreadyErased += 1;
      else if (error.code === 'user_not_found') {
        absent += 1;
        // A key made just before the backup for events it does not hold would still open them if they came back.
        await store.vault?.destroy(entry.userId, store.pool);
      } else throw error;
    }
  }
  return { reapplied, alreadyErased, absent };
}
