import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import { allProjections, rebuildProjections, type RebuildResult } from '../../projections/index.js';
import { inTransaction } from '../db.js';
import { migrate, type Migration } from '../migrate.js';
import {
  logPositionSequence,
  RestoreRefused,
  type BackupHeader,
  type EventRow,
  type MediaRow,
  type ReactorRow,
  type SequenceRow,
} from './format.js';
import { readBackup, verifyBackup } from './read-backup.js';

export type RestoreStep = 'verify' | 'write' | 'read models';

export interface RestoreProgress {
  readonly step: RestoreStep;
  readonly done: number;
  readonly total: number;
}

export interface RestoreSummary {
  readonly header: BackupHeader;
  readonly events: number;
  readonly streams: number;
  readonly media: number;
  readonly positions: { readonly first: number | null; readonly last: number | null };
  /** The number the next order will get at the earliest. */
  readonly nextOrderNumber: number;
  readonly readModels: readonly RebuildResult[];
  readonly seconds: Readonly<Record<RestoreStep, number>>;
}

/**
 * Restores a backup into an empty database, in this order, so that a damaged file or a refused target leaves the
 * database exactly as it was:
 * 1. refuse a database that holds a store (any event or image), before anything else;
 * 2. read the whole file and check every checksum, writing nothing;
 * 3. apply this store's migrations, then write the log with its positions, the images, the counters and the
 *    reactors' positions in ONE transaction, reading and checking the file again as it goes (any fault rolls back);
 * 4. rebuild every read model from the restored log, as `npm run projections:rebuild` does.
 */
export async function restoreBackup(
  pool: pg.Pool,
  store: EventStore,
  file: string,
  options: { migrations: readonly Migration[]; onProgress?: (progress: RestoreProgress) => void },
): Promise<RestoreSummary> {
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
  const header = await timed('verify', () =>
    verifyBackup(file, (section, done, total) => {
      if (section === 'events') progress({ step: 'verify', done, total });
    }),
  );
  const known = new Set(options.migrations.map((migration) => migration.id));
  const newer = header.store.migrations.filter((id) => !known.has(id));
  if (newer.length > 0) {
    throw new RestoreRefused(
      `The backup comes from a newer version of the store (its schema has ${newer.join(', ')}, unknown here): ` +
        'update the store, then restore. Nothing was written.',
    );
  }

  await migrate(pool, options.migrations);
  const written = await timed('write', () =>
    inTransaction(pool, async (client) => {
      // Nothing else writes the log or the images until this commits; and it must still be empty.
      await client.query('lock table events, media in share row exclusive mode');
      await refuseUnlessEmpty(client);
      return writeRecords(client, file, header, (done) => progress({ step: 'write', done, total: header.counts.events }));
    }),
  );
  // The planner's figures for a table that went from empty to full in one transaction.
  await pool.query('analyze events');

  const readModels = await timed('read models', () =>
    rebuildProjections(pool, store, allProjections, {
      onProgress: ({ read, head }) => progress({ step: 'read models', done: read, total: head }),
    }),
  );
  return { header, ...written, readModels, seconds };
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

const insertEvents = `insert into events
    (global_position, stream_id, stream_type, stream_version, type, schema_version, data, metadata, recorded_at)
  overriding system value
  select p, s, st, v, t, sv, d::jsonb, m::jsonb, r::timestamptz
  from unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[])
    as u(p, s, st, v, t, sv, d, m, r)
  order by p`;

/**
 * Writes the file's rows, checking it again as it reads (the caller's transaction rolls back on any fault). Events
 * keep their positions; every event of the restore shares this transaction's id, so the log's commit order becomes
 * position order, which every reader already follows within a transaction (ADR 013 explains why that order is
 * faithful). The previous-version foreign key checks every stream's versions as they go in.
 */
async function writeRecords(
  client: pg.PoolClient,
  file: string,
  header: BackupHeader,
  onEvents: (done: number) => void,
): Promise<Omit<RestoreSummary, 'header' | 'readModels' | 'seconds'>> {
  let events = 0;
  let media = 0;
  const sequences: SequenceRow[] = [];
  const reactors: ReactorRow[] = [];
  for await (const record of readBackup(file)) {
    if (record.kind === 'header' && record.header.createdAt !== header.createdAt) {
      throw new RestoreRefused('The backup file changed while it was being restored. Nothing was written.');
    }
    if (record.kind !== 'rows') continue;
    if (record.section === 'events') {
      const rows = record.rows as EventRow[];
      const column = (index: number) => rows.map((row) => row[index]);
      await client.query({
        name: 'restore-events',
        text: insertEvents,
        values: [column(0), column(2), column(3), column(4), column(5), column(6), column(7), column(8), column(9)],
      });
      events += rows.length;
      onEvents(events);
    } else if (record.section === 'media') {
      for (const [sha256, extension, contentType, size, createdAt, base64] of record.rows as MediaRow[]) {
        await client.query(
          `insert into media (sha256, extension, content_type, size, created_at, bytes) values ($1, $2, $3, $4, $5, $6)`,
          [sha256, extension, contentType, size, createdAt, Buffer.from(base64, 'base64')],
        );
        media += 1;
      }
    } else if (record.section === 'sequences') sequences.push(...(record.rows as SequenceRow[]));
    else reactors.push(...(record.rows as ReactorRow[]));
  }

  const nextOrderNumber = await restoreSequences(client, sequences);
  for (const [name, through] of reactors) {
    await client.query(
      `insert into projection_checkpoints (name, transaction_id, global_position) values ($1, pg_current_xact_id(), $2)`,
      [name, through],
    );
  }
  const range = await client.query<{ first: number | null; last: number | null; streams: number }>(
    `select min(global_position)::float8 as first, max(global_position)::float8 as last,
       (count(*) filter (where stream_version = 1))::int as streams from events`,
  );
  const { first, last, streams } = range.rows[0]!;
  return { events, streams, media, positions: { first, last }, nextOrderNumber };
}

/**
 * Sets the counters where the backup left them, and never below what the restored log used (a backup's counters
 * were read after its snapshot, so they are normally ahead already). Returns the next order number.
 */
async function restoreSequences(client: pg.PoolClient, sequences: readonly SequenceRow[]): Promise<number> {
  const saved = new Map(sequences.map(([name, value, called]) => [name, { value, called }]));
  const used = await client.query<{ orders: number | null; position: number | null; sequence: string }>(
    `select (select max((data->>'orderNumber')::bigint) from events where type = 'OrderPlaced')::float8 as orders,
       (select max(global_position) from events)::float8 as position,
       pg_get_serial_sequence('events', 'global_position') as sequence`,
  );
  const { orders, position, sequence } = used.rows[0]!;
  const set = async (relation: string, kept: { value: number; called: boolean } | undefined, inLog: number | null) => {
    if (inLog !== null && (!kept || inLog >= kept.value)) {
      await client.query('select setval($1::regclass, $2, true)', [relation, inLog]);
    } else if (kept) {
      await client.query('select setval($1::regclass, $2, $3)', [relation, kept.value, kept.called]);
    }
  };
  await set('order_numbers', saved.get('order_numbers'), orders);
  await set(sequence, saved.get(logPositionSequence), position);
  const next = await client.query<{ next: number }>(
    `select (case when is_called then last_value + 1 else last_value end)::float8 as next from order_numbers`,
  );
  return next.rows[0]!.next;
}
