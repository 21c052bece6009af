import type pg from 'pg';
import type { EventStore } from '../../events/index.js';
import { allProjections, rebuildProjections, type RebuildResult } from '../../projections/index.js';
import { inTransaction } from '../db.js';
import { migrate, type Migration } from '../migrate.js';
import {
  logPositionSequence,
  RestoreRefused,
  type BackupHeader,
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
  /** Rows of each read model's tables after the rebuild. */
  readonly readModelRows: Readonly<Record<string, number>>;
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
    }).catch((error: { code?: string; detail?: string; message: string }) => {
      // A file whose checksums hold but whose log the event store refuses (a gap in a stream, a position twice).
      if (error.code === '23503' || error.code === '23505') {
        throw new RestoreRefused(
          `The backup's event log breaks the event store's rules (${error.detail ?? error.message}). Nothing was written.`,
        );
      }
      throw error;
    }),
  );
  // The planner's figures for a table that went from empty to full in one transaction.
  await pool.query('analyze events');

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
  return { header, ...written, readModels, readModelRows, seconds };
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

/**
 * A batch of events goes in as one JSON array of the file's own rows (its lines, joined): PostgreSQL takes the
 * columns out itself, and Node neither parses the rows nor encodes them again as array parameters (which cost Node
 * as much CPU as the insert costs PostgreSQL). As jsonb, the batch is parsed once; as json, each `->>` would parse
 * its row again.
 */
const insertEvents = `insert into events
    (global_position, stream_id, stream_type, stream_version, type, schema_version, data, metadata, recorded_at)
  overriding system value
  select (r->>0)::bigint, r->>2, r->>3, (r->>4)::int, r->>5, (r->>6)::int, (r->>7)::jsonb, (r->>8)::jsonb,
    (r->>9)::timestamptz
  from jsonb_array_elements($1::jsonb) as r
  order by 1`;

/** The lines of a batch (each ending in a newline) as one JSON array. */
function jsonArrayOf(lines: readonly Buffer[]): string {
  const joined = Buffer.concat([Buffer.from('['), ...lines]);
  // Each line's newline becomes the comma before the next, the last one the closing bracket.
  let at = 0;
  for (const line of lines) {
    at += line.length;
    joined[at] = 0x2c;
  }
  joined[joined.length - 1] = 0x5d;
  return joined.toString('utf8');
}

/**
 * Writes the file's rows, reading it a second time: its rows were checked by the first pass, so now they are only
 * hashed, which still proves it is the same file (a difference rolls back the caller's transaction). Events keep
 * their positions; every event of the restore shares this transaction's id, so the log's commit order becomes
 * position order, which every reader already follows within a transaction (ADR 013 explains why that order is
 * faithful). The previous-version foreign key checks each stream's versions as they go in.
 */
async function writeRecords(
  client: pg.PoolClient,
  file: string,
  header: BackupHeader,
  onEvents: (done: number) => void,
): Promise<Omit<RestoreSummary, 'header' | 'readModels' | 'readModelRows' | 'seconds'>> {
  let events = 0;
  let media = 0;
  const sequences: SequenceRow[] = [];
  const reactors: ReactorRow[] = [];
  // One batch of events is written while the next is read from the file (decompressed and hashed).
  let writing: Promise<unknown> = Promise.resolve();
  for await (const record of readBackup(file, { checkRows: false })) {
    if (record.kind === 'header' && record.header.createdAt !== header.createdAt) {
      throw new RestoreRefused('The backup file changed while it was being restored. Nothing was written.');
    }
    if (record.kind !== 'rows') continue;
    await writing;
    if (record.section === 'events') {
      const rows = record.lines.length;
      writing = client.query({ name: 'restore-events', text: insertEvents, values: [jsonArrayOf(record.lines)] }).then(() => {
        events += rows;
        onEvents(events);
      });
      // Awaited before the next batch or at the end; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
      continue;
    }
    const rows = record.lines.map((line) => JSON.parse(line.toString('utf8')) as unknown);
    if (record.section === 'media') {
      for (const [sha256, extension, contentType, size, createdAt, base64] of rows as MediaRow[]) {
        await client.query(
          `insert into media (sha256, extension, content_type, size, created_at, bytes) values ($1, $2, $3, $4, $5, $6)`,
          [sha256, extension, contentType, size, createdAt, Buffer.from(base64, 'base64')],
        );
        media += 1;
      }
    } else if (record.section === 'sequences') sequences.push(...(rows as SequenceRow[]));
    else reactors.push(...(rows as ReactorRow[]));
  }
  await writing;
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
