import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import { allProjections, rebuildProjections, type RebuildResult } from '../../projections/index.js';
import { inTransaction } from '../../infra/db.js';
import { migrate, type Migration } from '../../infra/migrate.js';
import { RestoreRefused, type BackupHeader } from './format.js';
import { verifyBackup } from './read-backup.js';
import { reserveTransactionIds, writeBackupRows, type WrittenBackup } from './write-log.js';

export type RestoreStep = 'verify' | 'write' | 'read models';

export interface RestoreProgress {
  readonly step: RestoreStep;
  readonly done: number;
  readonly total: number;
}

export interface RestoreSummary<Reapplied = undefined> extends WrittenBackup {
  readonly header: BackupHeader;
  /** The audit seal's newest link as restored: what `npm run audit:verify` should report. */
  readonly sealHead: { readonly position: number; readonly hash: string; readonly eventCount: number } | null;
  readonly readModels: readonly RebuildResult[];
  /** Rows of each read model's tables after the rebuild. */
  readonly readModelRows: Readonly<Record<string, number>>;
  readonly seconds: Readonly<Record<RestoreStep, number>>;
  /** What `beforeReadModels` returned (the erasures re-applied from an erasure list). */
  readonly reapplied: Reapplied;
}

/**
 * Restores a backup into an empty database, in this order, so that a damaged file or a refused target leaves the
 * database exactly as it was:
 * 1. refuse a database that holds a store (any event or image), before anything else;
 * 2. read the whole file and check every checksum, writing nothing;
 * 3. apply the migrations the backup's store had, then write the log with its positions and order, the images, the
 *    audit seal, the counters and the reactors' positions in ONE transaction, reading and checking the file again as
 *    it goes (any fault rolls back), then apply this store's other migrations;
 * 4. run `beforeReadModels`, if given, on the restored log (the erasures made after the backup are appended again
 *    there, from the erasure list, so that no read model ever shows what they erased);
 * 5. rebuild every read model from the restored log, as `npm run projections:rebuild` does.
 */
export async function restoreBackup<Reapplied = undefined>(
  pool: pg.Pool,
  store: EventStore,
  file: string,
  options: {
    migrations: readonly Migration[];
    onProgress?: (progress: RestoreProgress) => void;
    beforeReadModels?: () => Promise<Reapplied>;
  },
): Promise<RestoreSummary<Reapplied>> {
  const seconds: Record<RestoreStep, number> = { verify: 0, write: 0, 'read models': 0 };
  const timed = async <T>(step: RestoreStep, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      seconds[step] = (performance.now() - started) / 1000;
    }
  };
  const progress = options.onProgress ?? (() => undefined);

  await refuseUnlessEmpty(pool);
  const verified = await timed('verify', () =>
    verifyBackup(file, (section, done, total) => {
      if (section === 'events') progress({ step: 'verify', done, total });
    }),
  );
  const { header } = verified;
  const known = new Set(options.migrations.map((migration) => migration.id));
  const newer = header.store.migrations.filter((id) => !known.has(id));
  if (newer.length > 0) {
    throw new RestoreRefused(
      `The backup comes from a newer version of the store (its schema has ${newer.join(', ')}, unknown here): ` +
        'update the store, then restore. Nothing was written.',
    );
  }

  // The schema the backup's store had, then its data, then the migrations it had not had yet: as if that store had
  // been upgraded. A migration that sets where a new reactor starts (mail starts at the end of the log) then sees
  // the log, as an upgrade would.
  const hadMigrations = new Set(header.store.migrations);
  await migrate(pool, options.migrations.filter((migration) => hadMigrations.has(migration.id)));
  const written = await timed('write', async () => {
    await reserveTransactionIds(pool, verified.positionRuns);
    return inTransaction(pool, async (client) => {
      // Nothing else writes the log, the images or the seal until this commits; and the log must still be empty.
      const tables = await client.query<{ name: string }>(
        `select name from unnest(array['events', 'media', 'audit_seal']) as name where to_regclass(name) is not null`,
      );
      await client.query(`lock table ${tables.rows.map((row) => row.name).join(', ')} in share row exclusive mode`);
      await refuseUnlessEmpty(client);
      return writeBackupRows(client, file, verified, (done) => progress({ step: 'write', done, total: header.counts.events }));
    }).catch((error: { code?: string; detail?: string; message: string }) => {
      // A file whose checksums hold but whose log the event store refuses (a gap in a stream, a position twice).
      if (error.code === '23503' || error.code === '23505') {
        throw new RestoreRefused(
          `The backup's event log breaks the event store's rules (${error.detail ?? error.message}). Nothing was written.`,
        );
      }
      throw error;
    });
  });
  await migrate(pool, options.migrations);
  // The planner's figures for a table that went from empty to full in one transaction.
  await pool.query('analyze events');
  const reapplied = (options.beforeReadModels ? await options.beforeReadModels() : undefined) as Reapplied;

  const readModels = await timed('read models', () =>
    rebuildProjections(pool, store, allProjections, {
      onProgress: ({ read, head }) => progress({ step: 'read models', done: read, total: head }),
    }).catch((error: unknown) => {
      throw new Error(
        `The log, images and counters are restored, but rebuilding the read models failed (${(error as Error).message}). ` +
          'Run npm run projections:rebuild, or start the store, which builds them as it catches up with the log.',
        { cause: error },
      );
    }),
  );
  const readModelRows: Record<string, number> = {};
  for (const table of allProjections.flatMap((projection) => projection.tables)) {
    readModelRows[table] = Number((await pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  }
  const head = await pool.query<{ seq: number; position: number; hash: string }>(
    `select seq::float8 as seq, global_position::float8 as position, encode(hash, 'hex') as hash
     from audit_seal order by seq desc limit 1`,
  );
  const sealHead = head.rows[0] ? { position: head.rows[0].position, hash: head.rows[0].hash, eventCount: head.rows[0].seq } : null;
  return { header, ...written, sealHead, readModels, readModelRows, seconds, reapplied };
}

/** Refuses a database holding any event or image; one without the store's tables yet is empty. */
async function refuseUnlessEmpty(db: pg.Pool | pg.PoolClient): Promise<void> {
  const tables = await db.query<{ events: string | null; media: string | null }>(
    `select to_regclass('public.events')::text as events, to_regclass('public.media')::text as media`,
  );
  const { events, media } = tables.rows[0]!;
  const count = async (table: string | null) =>
    table ? Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n) : 0;
  const [eventCount, mediaCount] = [await count(events), await count(media)];
  if (eventCount > 0 || mediaCount > 0) {
    throw new RestoreRefused(
      `The database is not empty: it holds a store (${eventCount} events, ${mediaCount} images). ` +
        'Restore into an empty database (a new DATABASE_URL, or a new DATA_DIR for the embedded one). Nothing was written.',
    );
  }
}
