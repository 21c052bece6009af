import type pg from 'pg';
import { allProjections } from '../../projections/index.js';
import { BackupFileWriter } from './backup-file.js';
import {
  backupFormat,
  backupFormatVersion,
  checksumCovers,
  logPositionSequence,
  sectionColumns,
  sectionNotes,
  sectionOrder,
  type BackupHeader,
  type ReactorRow,
  type SectionName,
  type SequenceRow,
} from './format.js';
import { schemaObjectsQuery, unclassified } from './tables.js';

export interface BackupProgress {
  readonly section: SectionName;
  readonly done: number;
  readonly total: number;
}

export interface BackupSummary {
  readonly file: string;
  readonly header: BackupHeader;
  readonly sha256: string;
  /** Tables or sequences of the database the backup does not know what to do with (left out; see tables.ts). */
  readonly unknownTables: readonly string[];
}

/** Rows per fetch from a cursor: a few megabytes in memory at a time. */
const rowsPerFetch = 5000;

/**
 * Writes a backup of the store's database to `file`: the event log, uploaded images, the counters outside the log
 * and the reactors' positions, all read in one REPEATABLE READ transaction, so the file is one moment of the store
 * even while it keeps taking orders. Rows are fetched from cursors, a batch at a time.
 */
export async function writeBackup(
  pool: pg.Pool,
  file: string,
  options: { onProgress?: (progress: BackupProgress) => void } = {},
): Promise<BackupSummary> {
  const client = await pool.connect();
  const writer = new BackupFileWriter(file);
  let finished = false;
  try {
    await client.query(`begin isolation level repeatable read read only; set local timezone = 'UTC'`);
    const found = await client.query<{ events: string | null; seal: string | null; keys: string | null; sign_ins: string | null }>(
      `select to_regclass('public.events')::text as events, to_regclass('public.audit_seal')::text as seal,
         to_regclass('public.personal_data_keys')::text as keys, to_regclass('public.sign_ins')::text as sign_ins`,
    );
    if (!found.rows[0]?.events) throw new Error('This database holds no store (it has no events table).');
    // A store whose code was updated but that has not started since has no seal yet: its backup has no links,
    // and the restore applies the seal's migration after the log, as that start would have.
    const sealed = found.rows[0].seal !== null;
    const keyed = found.rows[0].keys !== null;
    const signIns = found.rows[0].sign_ins !== null;
    const sequences = await readSequences(client);
    const reactors = await readReactors(client);
    const header = await readHeader(client, sequences.length, reactors.length, { sealed, keyed, signIns });
    const unknownTables = unclassified(
      (await client.query<{ name: string }>(schemaObjectsQuery)).rows.map((row) => row.name),
    );
    await writer.line(header);

    // In the order the log's readers follow (ADR 002), which the audit seal chains and a restore keeps. Each row
    // comes as its line of the file, built by PostgreSQL (which then works beside Node instead of Node encoding
    // every row itself); the stored JSON goes in as text, byte for byte.
    await copyRows(client, writer, 'events', header.counts.events, options.onProgress, `
      select json_build_array(global_position, transaction_id::text, stream_id, stream_type, stream_version, type,
        schema_version, data::text, metadata::text, recorded_at)::text
      from events order by transaction_id, global_position`);

    // The data keys of the same moment: every key an event of the log was sealed with was committed before it
    // (events/personal-data.ts), so each sealed event's key is here, kept or destroyed. They stay wrapped.
    await copyRows(client, writer, 'personal_data_keys', header.counts.personal_data_keys, options.onProgress, keyed
      ? `select json_build_array(person_id, translate(encode(wrapped, 'base64'), E'\\n', ''), created_at, destroyed_at)::text
         from personal_data_keys order by person_id collate "C"`
      : 'select null::text where false');
    await copyRows(client, writer, 'sign_ins', header.counts.sign_ins, options.onProgress, signIns
      ? `select json_build_array(user_id, last_signed_in_at)::text from sign_ins order by user_id::text collate "C"`
      : 'select null::text where false');

    // Images one at a time: each can be 5 MB.
    await writer.startSection('media');
    let done = 0;
    await client.query(`declare backup_media no scroll cursor for
      select sha256, extension, content_type, size, to_json(created_at) #>> '{}', bytes from media order by sha256`);
    for (;;) {
      const batch = await client.query<unknown[]>({ text: 'fetch 1 from backup_media', rowMode: 'array' });
      const row = batch.rows[0];
      if (!row) break;
      row[5] = (row[5] as Buffer).toString('base64');
      await writer.rows([JSON.stringify(row)]);
      done += 1;
      options.onProgress?.({ section: 'media', done, total: header.counts.media });
    }
    await client.query('close backup_media');
    await expectRows(await writer.endSection(), 'media', header.counts.media);

    await copyRows(client, writer, 'audit_seal', header.counts.audit_seal, options.onProgress, sealed
      ? `select json_build_array(global_position, seq, encode(hash, 'hex'), sealed_at)::text from audit_seal order by seq`
      : 'select null::text where false');

    await writer.startSection('sequences');
    await writer.rows(sequences.map((row) => JSON.stringify(row)));
    await expectRows(await writer.endSection(), 'sequences', header.counts.sequences);

    await writer.startSection('reactors');
    await writer.rows(reactors.map((row) => JSON.stringify(row)));
    await expectRows(await writer.endSection(), 'reactors', header.counts.reactors);

    await client.query('commit');
    const { sha256 } = await writer.finish();
    finished = true;
    return { file, header, sha256, unknownTables };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    if (!finished) await writer.abandon();
    client.release();
  }
}

/**
 * Writes a section whose rows PostgreSQL builds as lines (one text column), fetched from a cursor 5,000 at a time.
 * The next batch is asked for before this one is written: PostgreSQL builds it while Node hashes and compresses.
 */
async function copyRows(
  client: pg.PoolClient,
  writer: BackupFileWriter,
  section: SectionName,
  expected: number,
  onProgress: ((progress: BackupProgress) => void) | undefined,
  query: string,
): Promise<void> {
  await writer.startSection(section);
  await client.query(`declare backup_rows no scroll cursor for ${query}`);
  const fetchRows = () => {
    const fetching = client.query<[string]>({ text: `fetch ${rowsPerFetch} from backup_rows`, rowMode: 'array' });
    fetching.catch(() => undefined);
    return fetching;
  };
  let next = fetchRows();
  let done = 0;
  for (;;) {
    const batch = await next;
    if (batch.rows.length === 0) break;
    next = fetchRows();
    await writer.rows(batch.rows.map((row) => row[0]));
    done += batch.rows.length;
    onProgress?.({ section, done, total: expected });
  }
  await client.query('close backup_rows');
  await expectRows(await writer.endSection(), section, expected);
}

async function readHeader(
  client: pg.PoolClient,
  sequences: number,
  reactors: number,
  tables: { sealed: boolean; keyed: boolean; signIns: boolean },
): Promise<BackupHeader> {
  const { sealed, keyed, signIns } = tables;
  const migrations = await client.query<{ id: string }>('select id from schema_migrations order by applied_at, id');
  const counts = await client.query<{ events: number; streams: number; first: number | null; last: number | null }>(
    `select count(*)::int as events, (count(*) filter (where stream_version = 1))::int as streams,
       min(global_position)::float8 as first, max(global_position)::float8 as last from events`,
  );
  const media = await client.query<{ media: number; bytes: number; seal: number; keys: number; sign_ins: number }>(
    `select count(*)::int as media, coalesce(sum(size), 0)::float8 as bytes,
       ${sealed ? '(select count(*)::int from audit_seal)' : '0'} as seal,
       ${keyed ? '(select count(*)::int from personal_data_keys)' : '0'} as keys,
       ${signIns ? '(select count(*)::int from sign_ins)' : '0'} as sign_ins from media`,
  );
  const row = counts.rows[0]!;
  return {
    format: backupFormat,
    version: backupFormatVersion,
    createdAt: new Date().toISOString(),
    store: { migrations: migrations.rows.map((migration) => migration.id) },
    counts: {
      events: row.events,
      streams: row.streams,
      personal_data_keys: media.rows[0]!.keys,
      sign_ins: media.rows[0]!.sign_ins,
      media: media.rows[0]!.media,
      mediaBytes: media.rows[0]!.bytes,
      audit_seal: media.rows[0]!.seal,
      sequences,
      reactors,
    },
    positions: { first: row.first, last: row.last },
    compression: 'brotli',
    checksum: { algorithm: 'sha256', covers: checksumCovers },
    sections: sectionOrder.map((name) => ({ name, columns: sectionColumns[name], note: sectionNotes[name] })),
  };
}

/**
 * Sequences are not transactional: read inside the snapshot they show at least every value the snapshot's rows
 * used, which is what a restore needs (never hand out a number or position twice).
 */
async function readSequences(client: pg.PoolClient): Promise<SequenceRow[]> {
  const positions = await client.query<{ name: string }>(`select pg_get_serial_sequence('events', 'global_position') as name`);
  const rows: SequenceRow[] = [];
  const read = async (label: string, relation: string) => {
    const result = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${relation}`,
    );
    rows.push([label, Number(result.rows[0]!.last_value), result.rows[0]!.is_called]);
  };
  await read('order_numbers', 'order_numbers');
  await read(logPositionSequence, positions.rows[0]!.name);
  return rows;
}

/**
 * Checkpoints that belong to no read model are reactors'. A checkpoint is a place in the readers' order, which a
 * restore keeps, so it is kept as the position of the last event at or before it in that order (0 when none).
 */
async function readReactors(client: pg.PoolClient): Promise<ReactorRow[]> {
  const result = await client.query<{ name: string; last: number }>(
    `select c.name, coalesce((select e.global_position from events e
         where (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)
         order by e.transaction_id desc, e.global_position desc limit 1), 0)::float8 as last
     from projection_checkpoints c where c.name <> all ($1::text[]) order by c.name`,
    [allProjections.map((projection) => projection.name)],
  );
  return result.rows.map((row) => [row.name, row.last]);
}

async function expectRows(summary: { rows: number }, section: SectionName, expected: number): Promise<void> {
  // The counts in the header were read in the same snapshot: a difference is a bug, not a concurrent change.
  if (summary.rows !== expected) throw new Error(`Backup of ${section}: wrote ${summary.rows} rows, counted ${expected}`);
}
