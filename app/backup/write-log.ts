import type pg from 'pg';
import {
  BackupDamaged,
  RestoreRefused,
  type BackupHeader,
  type MediaRow,
  type PersonalDataKeyRow,
  type ReactorRow,
  type SequenceRow,
  type SignInRow,
} from './format.js';
import { readBackup } from './read-backup.js';
import { restoreSequences } from './sequences.js';

export interface WrittenBackup {
  readonly events: number;
  readonly streams: number;
  readonly media: number;
  /** Data keys restored, and how many of them were destroyed (their persons erased) when the backup was made. */
  readonly dataKeys: { readonly kept: number; readonly destroyed: number };
  readonly sealLinks: number;
  readonly positions: { readonly first: number | null; readonly last: number | null };
  /** The number the next order will get at the earliest. */
  readonly nextOrderNumber: number;
}

/**
 * A batch goes in as one JSON array of the file's own lines: PostgreSQL takes the columns out itself, and Node
 * neither parses the rows nor encodes them again as array parameters (which cost Node as much CPU as the insert
 * costs PostgreSQL). As jsonb, the batch is parsed once; as json, each `->>` would parse its row again.
 */
const insertEvents = `insert into events (global_position, transaction_id, stream_id, stream_type, stream_version, type,
    schema_version, data, metadata, recorded_at)
  overriding system value
  select (r.value->>0)::bigint, t.id::xid8, r.value->>2, r.value->>3, (r.value->>4)::int, r.value->>5,
    (r.value->>6)::int, (r.value->>7)::jsonb, (r.value->>8)::jsonb, (r.value->>9)::timestamptz
  from jsonb_array_elements($1::jsonb) with ordinality as r(value, n)
  join unnest($2::text[]) with ordinality as t(id, n) using (n)`;

const insertSealLinks = `insert into audit_seal (global_position, seq, hash, sealed_at)
  select (r->>0)::bigint, (r->>1)::bigint, decode(r->>2, 'hex'), (r->>3)::timestamptz
  from jsonb_array_elements($1::jsonb) as r`;

/**
 * Writes the file's rows inside the caller's transaction, reading the file a second time: its rows were checked by
 * the first pass, so now they are only hashed, which still proves it is the same file (a difference rolls the
 * transaction back).
 *
 * Events keep their positions and the order the log's readers follow, (transaction id, position), which the audit
 * seal chained and the read models were built in. Transaction ids themselves cannot be kept (they are this
 * database's), so the file's order is cut into stretches of increasing position (`positionRuns`, counted by the
 * first pass: one when the order is position order) and each stretch gets one id, in order, ending with this
 * transaction's own: all at or below it, so every reader sees them once this commits, and before anything
 * appended afterwards. `reserveTransactionIds` made sure there are enough below it.
 *
 * The log's foreign keys (each event's previous version in its stream) are set aside while the events go in, in
 * the file's order, and added back, checked against the whole log, before the transaction ends.
 */
export async function writeBackupRows(
  client: pg.PoolClient,
  file: string,
  expected: { header: BackupHeader; positionRuns: number },
  onEvents: (done: number) => void,
): Promise<WrittenBackup> {
  const own = await client.query<{ id: string }>('select pg_current_xact_id()::text as id');
  const firstId = BigInt(own.rows[0]!.id) - BigInt(expected.positionRuns) + 1n;
  if (firstId < 3n) throw new Error(`Not enough transaction ids below ${own.rows[0]!.id} for ${expected.positionRuns} stretches`);
  const foreignKeys = await client.query<{ name: string; definition: string }>(
    `select quote_ident(conname) as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = 'public.events'::regclass and contype = 'f'`,
  );
  for (const key of foreignKeys.rows) await client.query(`alter table events drop constraint ${key.name}`);

  let events = 0;
  let media = 0;
  const dataKeys = { kept: 0, destroyed: 0 };
  let sealLinks = 0;
  let run = 0n;
  let lastPosition = 0;
  const sequences: SequenceRow[] = [];
  const reactors: ReactorRow[] = [];
  // One batch is written while the next is read from the file (decompressed and hashed).
  let writing: Promise<unknown> = Promise.resolve();
  const write = (query: pg.QueryConfig, done: () => void) => {
    writing = client.query(query).then(done);
    // Awaited before the next batch or at the end; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
  };
  for await (const record of readBackup(file, { checkRows: false })) {
    if (record.kind === 'header' && record.header.createdAt !== expected.header.createdAt) {
      throw new RestoreRefused('The backup file changed while it was being restored. Nothing was written.');
    }
    if (record.kind !== 'rows') continue;
    await writing;
    const { lines } = record;
    if (record.section === 'events') {
      const ids = lines.map((line) => {
        const position = leadingNumber(line);
        if (position < lastPosition) run += 1n;
        lastPosition = position;
        return (firstId + run).toString();
      });
      write({ name: 'restore-events', text: insertEvents, values: [jsonArrayOf(lines), ids] }, () => onEvents((events += lines.length)));
    } else if (record.section === 'audit_seal') {
      write({ name: 'restore-seal', text: insertSealLinks, values: [jsonArrayOf(lines)] }, () => (sealLinks += lines.length));
    } else {
      const rows = lines.map((line) => JSON.parse(line.toString('utf8')) as unknown);
      if (record.section === 'media') media += await insertMedia(client, rows as MediaRow[]);
      else if (record.section === 'personal_data_keys') await insertDataKeys(client, rows as PersonalDataKeyRow[], dataKeys);
      else if (record.section === 'sign_ins') await insertSignIns(client, rows as SignInRow[]);
      else if (record.section === 'sequences') sequences.push(...(rows as SequenceRow[]));
      else reactors.push(...(rows as ReactorRow[]));
    }
  }
  await writing;
  if (run + 1n !== BigInt(expected.positionRuns)) throw new RestoreRefused('The backup file changed while it was being restored. Nothing was written.');
  for (const key of foreignKeys.rows) await client.query(`alter table events add constraint ${key.name} ${key.definition}`);

  const nextOrderNumber = await restoreSequences(client, sequences);
  for (const [name, lastHandled] of reactors) await restoreReactor(client, name, lastHandled);
  const range = await client.query<{ first: number | null; last: number | null; streams: number }>(
    `select min(global_position)::float8 as first, max(global_position)::float8 as last,
       (count(*) filter (where stream_version = 1))::int as streams from events`,
  );
  const { first, last, streams } = range.rows[0]!;
  return { events, streams, media, dataKeys, sealLinks, positions: { first, last }, nextOrderNumber };
}

async function insertSignIns(client: pg.PoolClient, rows: readonly SignInRow[]): Promise<void> {
  if (rows.length === 0) return;
  await client.query(
    `insert into sign_ins (user_id, last_signed_in_at)
     select (r->>0)::uuid, (r->>1)::timestamptz from jsonb_array_elements($1::jsonb) as r`,
    [JSON.stringify(rows)],
  );
}

/** Data keys go in as they were: still wrapped by DATA_KEY (nothing here can open them), or destroyed. */
async function insertDataKeys(
  client: pg.PoolClient,
  rows: readonly PersonalDataKeyRow[],
  counted: { kept: number; destroyed: number },
): Promise<void> {
  if (rows.length === 0) return;
  await client.query(
    `insert into personal_data_keys (person_id, wrapped, created_at, destroyed_at)
     select r->>0, decode(r->>1, 'base64'), (r->>2)::timestamptz, (r->>3)::timestamptz
     from jsonb_array_elements($1::jsonb) as r`,
    [JSON.stringify(rows)],
  );
  for (const row of rows) {
    if (row[1] === null) counted.destroyed += 1;
    else counted.kept += 1;
  }
}

async function insertMedia(client: pg.PoolClient, rows: readonly MediaRow[]): Promise<number> {
  for (const [sha256, extension, contentType, size, createdAt, base64] of rows) {
    await client.query(
      'insert into media (sha256, extension, content_type, size, created_at, bytes) values ($1, $2, $3, $4, $5, $6)',
      [sha256, extension, contentType, size, createdAt, Buffer.from(base64, 'base64')],
    );
  }
  return rows.length;
}

/** A reactor resumes after the event it last handled, now at that event's restored place (or at the start). */
async function restoreReactor(client: pg.PoolClient, name: string, lastHandled: number): Promise<void> {
  const result = await client.query(
    `insert into projection_checkpoints (name, transaction_id, global_position)
     select $1, coalesce((select transaction_id from events where global_position = $2), '0'), $2
     where $2 = 0 or exists (select 1 from events where global_position = $2)
     on conflict (name) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
    [name, lastHandled],
  );
  if (result.rowCount !== 1) throw new BackupDamaged(`The backup names position ${lastHandled} for ${name}, which its log does not hold.`);
}

/** The number a row's line starts with (`[123,...`): the event's position, read without parsing the line. */
function leadingNumber(line: Buffer): number {
  let value = 0;
  for (let index = 1; index < line.length; index++) {
    const digit = line[index]! - 0x30;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

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
 * Makes sure the transaction about to restore will have at least `count` transaction ids below its own (above the
 * few PostgreSQL reserves): a new database has used only a few hundred, and a log with many stretches needs more.
 * They are used up by empty transactions committed one after another on the server, without waiting for the disk.
 */
export async function reserveTransactionIds(pool: pg.Pool, count: number): Promise<void> {
  const next = await pool.query<{ next: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as next');
  const missing = BigInt(count) + 3n - BigInt(next.rows[0]!.next);
  if (missing <= 0n) return;
  const client = await pool.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`do $$ begin for i in 1..${missing} loop perform pg_current_xact_id(); commit; end loop; end $$`);
    await client.query('reset synchronous_commit');
  } finally {
    client.release();
  }
}
