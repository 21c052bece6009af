import type pg from 'pg';
import { startOfLog, type Checkpoint, type EventStore } from '../../events/index.js';
import { inTransaction } from '../../infra/db.js';
import { applyBatch, type BatchCursor } from './apply-batch.js';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import type { Projection } from './projection.js';

export interface RebuildProgress {
  readonly projection: string;
  readonly read: number;
  readonly head: number;
}

export interface RebuildResult {
  readonly projection: string;
  readonly events: number;
  /** Rows that differ between the live tables and the rebuilt ones, per table, before the swap. */
  readonly differences: Readonly<Record<string, number>>;
  readonly matches: boolean;
  readonly checkpoint: Checkpoint;
}

const shadowSchema = (name: string) => `rebuild_${name}`;

/**
 * Rebuilds a projection from the whole log into a shadow schema while the
 * live tables keep serving, then, with the live runner held off by the
 * checkpoint row lock, applies the last events, compares the two, and swaps
 * the rebuilt tables in. The comparison is reported, not enforced: a
 * difference is what a rebuild is for.
 */
export async function rebuildProjection(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  options: { batchSize?: number; onProgress?: (progress: RebuildProgress) => void; swap?: boolean } = {},
): Promise<RebuildResult> {
  const schema = shadowSchema(projection.name);
  const batchSize = options.batchSize ?? 5000;
  const head = await store.headPosition();

  await inTransaction(pool, async (client) => {
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
    await client.query(`set local search_path = ${schema}, public`);
    for (const migration of projection.migrations) await client.query(migration.sql);
  });

  const shadow: BatchCursor = { checkpoint: startOfLog, read: 0 };
  const reportProgress = () =>
    options.onProgress?.({ projection: projection.name, read: shadow.read, head: Math.max(head, shadow.read) });

  // Bulk of the work, in batches, without holding anything the live store needs.
  for (;;) {
    const count = await inTransaction(pool, async (client) => {
      await client.query(`set local search_path = ${schema}, public`);
      return applyBatch(client, store, projection, shadow, batchSize);
    });
    reportProgress();
    if (count < batchSize) break;
  }

  return inTransaction(pool, async (client) => {
    // Holds the live runner off until the swap commits, then brings both copies to the same point of the log.
    const live: BatchCursor = { checkpoint: await lockCheckpoint(client, projection.name), read: 0 };
    for (;;) {
      await client.query('set local search_path = public');
      const liveRead = await applyBatch(client, store, projection, live, batchSize);
      await client.query(`set local search_path = ${schema}, public`);
      const shadowRead = await applyBatch(client, store, projection, shadow, batchSize);
      if (liveRead === 0 && shadowRead === 0) break;
    }
    reportProgress();
    await client.query('set local search_path = public');
    const differences: Record<string, number> = {};
    for (const table of projection.tables) {
      differences[table] = await countDifferences(client, `public.${table}`, `${schema}.${table}`);
    }
    const matches = Object.values(differences).every((count) => count === 0);
    if (options.swap !== false) {
      for (const table of projection.tables) await client.query(`drop table if exists public.${table} cascade`);
      for (const table of projection.tables) await client.query(`alter table ${schema}.${table} set schema public`);
      await saveCheckpoint(client, projection.name, shadow.checkpoint);
    } else {
      await saveCheckpoint(client, projection.name, live.checkpoint);
    }
    await client.query(`drop schema ${schema} cascade`);
    return { projection: projection.name, events: shadow.read, differences, matches, checkpoint: shadow.checkpoint };
  });
}

async function countDifferences(client: pg.PoolClient, live: string, rebuilt: string): Promise<number> {
  const result = await client.query<{ count: number }>(
    `select (select count(*) from (table ${live} except all table ${rebuilt}) as missing)
          + (select count(*) from (table ${rebuilt} except all table ${live}) as extra) as count`,
  );
  return Number(result.rows[0]?.count ?? 0);
}
