import type { Pool, PoolClient } from 'pg';
import type { EventCatalogue } from './catalogue.js';
import { PersonalDataError, personalBoxField, userIdOf, type PersonalDataVault, type PersonalFields } from './personal-data.js';

export type Actor = { readonly id: string; readonly role: string; readonly email?: string };

export const systemActor: Actor = { id: 'system', role: 'system' };

export interface EventMetadata {
  readonly actor: Actor;
  readonly correlationId: string;
  readonly causationId?: string | null;
  readonly idempotencyKey?: string | null;
}

export interface NewEvent {
  readonly type: string;
  readonly data: unknown;
}

export interface StoredEvent<Data = unknown> {
  readonly globalPosition: number;
  readonly transactionId: bigint;
  readonly streamId: string;
  readonly streamType: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly recordedAt: Date;
}

/** Expected version of a stream: its last version number, 0 for "no stream yet", or "any". */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  readonly streamId: string;
  readonly streamType: string;
  readonly expectedVersion: ExpectedVersion;
  readonly events: readonly NewEvent[];
}

/** Where a reader of the global log stands: everything at or before it was seen. */
export interface Checkpoint {
  readonly transactionId: bigint;
  readonly globalPosition: number;
}

export const startOfLog: Checkpoint = { transactionId: 0n, globalPosition: 0 };

export interface AppendResult {
  /** Checkpoint of the last event written: a reader that reached it has seen the whole append. */
  readonly position: Checkpoint;
  readonly nextVersions: ReadonlyMap<string, number>;
  readonly eventTypes: readonly string[];
}

export class ConcurrencyError extends Error {
  constructor(readonly streamIds: readonly string[], cause?: unknown) {
    super(`Concurrent change of ${streamIds.join(', ')}`, { cause });
  }
}

export type Queryable = Pool | PoolClient;

export function isAtOrAfter(checkpoint: Checkpoint, target: Checkpoint): boolean {
  return (
    checkpoint.transactionId > target.transactionId ||
    (checkpoint.transactionId === target.transactionId && checkpoint.globalPosition >= target.globalPosition)
  );
}

const columns = `global_position, transaction_id::text as transaction_id, stream_id, stream_type, stream_version,
  type, schema_version, data, metadata, recorded_at`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export type AppendListener = (result: AppendResult, eventTypes: readonly string[]) => void;

export class EventStore {
  private readonly appendListeners = new Set<AppendListener>();

  constructor(
    readonly pool: Pool,
    readonly catalogue: EventCatalogue,
    /** Seals and opens personal fields (ADR 068): a store of event types that declare any needs one. */
    readonly vault?: PersonalDataVault,
  ) {}

  /**
   * Called after every append this process makes (inside a caller's transaction: before it commits), with the
   * type of each event it wrote.
   */
  onAppended(listener: AppendListener): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /**
   * Appends events to one or more streams atomically: one INSERT statement, so
   * either every stream gets its events or none does. Each stream's expected
   * version is checked by the database (unique version per stream plus a
   * foreign key to the previous version, so no gaps), so a lost race is a
   * ConcurrencyError, never a duplicate. Pass `client` to append inside a caller's transaction.
   */
  async append(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    client: Queryable = this.pool,
  ): Promise<AppendResult> {
    const streamIds: string[] = [];
    const streamTypes: string[] = [];
    const versions: number[] = [];
    const types: string[] = [];
    const schemaVersions: number[] = [];
    const payloads: string[] = [];
    const nextVersions = new Map<string, number>();
    const metadataJson = JSON.stringify(metadata);

    for (const append of appends) {
      if (append.events.length === 0) continue;
      if (nextVersions.has(append.streamId)) throw new Error(`Stream ${append.streamId} appended twice in one call`);
      let version =
        append.expectedVersion === 'any' ? await this.streamVersion(append.streamId, client) : append.expectedVersion;
      // A new stream's person is the userId of its first event, also for events after it in this very append.
      let streamPerson: string | undefined;
      for (const event of append.events) {
        const prepared = this.catalogue.prepare(event.type, event.data);
        if (version === 0) streamPerson = userIdOf(prepared.data as Record<string, unknown>);
        const personal = this.catalogue.definition(event.type).personal;
        const stored = personal
          ? await this.requireVault().seal(event.type, append.streamId, prepared.data as Record<string, unknown>, personal, {
              streamPerson,
            })
          : prepared.data;
        version += 1;
        streamIds.push(append.streamId);
        streamTypes.push(append.streamType);
        versions.push(version);
        types.push(event.type);
        schemaVersions.push(prepared.schemaVersion);
        payloads.push(JSON.stringify(stored));
      }
      nextVersions.set(append.streamId, version);
    }
    if (streamIds.length === 0) throw new Error('Nothing to append');

    try {
      const result =
        streamIds.length === 1
          ? // The common case (one event) as a plain VALUES insert: a simpler plan than unnest.
            await client.query<{ global_position: string; transaction_id: string }>({
              // Named: each connection parses and plans it once, not on every append.
              name: 'events-append-one',
              text: `insert into events (stream_id, stream_type, stream_version, type, schema_version, data, metadata)
                     values ($1, $2, $3, $4, $5, $6, $7)
                     returning global_position, transaction_id::text as transaction_id`,
              values: [streamIds[0], streamTypes[0], versions[0], types[0], schemaVersions[0], payloads[0], metadataJson],
            })
          : await client.query<{ global_position: string; transaction_id: string }>({
              name: 'events-append-many',
              text: `insert into events (stream_id, stream_type, stream_version, type, schema_version, data, metadata)
                     select s, st, v, t, sv, d::jsonb, $7::jsonb
                     from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[])
                       with ordinality as u(s, st, v, t, sv, d, n)
                     order by n
                     returning global_position, transaction_id::text as transaction_id`,
              values: [streamIds, streamTypes, versions, types, schemaVersions, payloads, metadataJson],
            });
      const last = result.rows[result.rows.length - 1]!;
      const appended: AppendResult = {
        position: { transactionId: BigInt(last.transaction_id), globalPosition: Number(last.global_position) },
        nextVersions,
        eventTypes: [...new Set(types)],
      };
      for (const listener of this.appendListeners) listener(appended, types);
      return appended;
    } catch (error) {
      if (isConflict(error)) throw new ConcurrencyError([...nextVersions.keys()], error);
      throw error;
    }
  }

  async streamVersion(streamId: string, client: Queryable = this.pool): Promise<number> {
    const result = await client.query<{ version: number | null }>(
      'select max(stream_version) as version from events where stream_id = $1',
      [streamId],
    );
    return result.rows[0]?.version ?? 0;
  }

  /** Where a stream's first event stands in the log, or null while it has none. */
  async streamStart(streamId: string, client: Queryable = this.pool): Promise<Checkpoint | null> {
    const result = await client.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id::text as transaction_id, global_position from events
       where stream_id = $1 and stream_version = 1`,
      [streamId],
    );
    const row = result.rows[0];
    return row ? { transactionId: BigInt(row.transaction_id), globalPosition: Number(row.global_position) } : null;
  }

  /**
   * A stream's events in order, upcast to their current shapes; optionally
   * only those after a version (to extend a cached fold) or recorded up to a
   * time (to see the stream as it stood then).
   */
  async readStream(
    streamId: string,
    options: { client?: Queryable; afterVersion?: number; recordedUpTo?: Date } = {},
  ): Promise<StoredEvent[]> {
    const client = options.client ?? this.pool;
    const result = await client.query<EventRow>(
      `select ${columns} from events
       where stream_id = $1 and stream_version > $2 and ($3::timestamptz is null or recorded_at <= $3)
       order by stream_version`,
      [streamId, options.afterVersion ?? 0, options.recordedUpTo ?? null],
    );
    return this.toStored(result.rows);
  }

  /**
   * The events of several streams after a version each, in one statement (a command touching a few streams
   * reads them in one round trip instead of one each). Every stream asked for has an entry, empty when it has
   * nothing after its version.
   */
  async readStreams(
    requests: readonly { readonly streamId: string; readonly afterVersion: number }[],
    client: Queryable = this.pool,
  ): Promise<Map<string, StoredEvent[]>> {
    const byStream = new Map<string, StoredEvent[]>(requests.map((request) => [request.streamId, []]));
    if (requests.length === 0) return byStream;
    const result = await client.query<EventRow>({
      // Named, as appends are: the read every command starts with. Each connection keeps one plan for it, made
      // from the log as it was then; each stream is its own range scan of the (stream_id, stream_version) index
      // so that plan stays cheap however much the log grows. As a plain join, a plan made while the log was small
      // scanned the whole events table on every call (hundreds of pages for a few rows, over half of the database's
      // time per order in the orders benchmark). The inner ORDER BY keeps the planner from turning the lateral
      // subquery back into that join (ADR 051).
      name: 'events-read-streams',
      text: `select tail.* from unnest($1::text[], $2::int[]) as wanted(id, after_version)
             cross join lateral (
               select ${columns} from events
               where stream_id = wanted.id and stream_version > wanted.after_version
               order by stream_version
             ) as tail
             order by tail.stream_id, tail.stream_version`,
      values: [requests.map((request) => request.streamId), requests.map((request) => request.afterVersion)],
    });
    for (const event of await this.toStored(result.rows)) byStream.get(event.streamId)!.push(event);
    return byStream;
  }

  /**
   * Reads the global log after a checkpoint without ever skipping an event
   * that commits late. Positions are handed out before commit, so a
   * transaction can commit after a later position became visible. Only rows
   * of transactions older than every transaction still running are read
   * (the snapshot's xmin): those are settled, so nothing can appear behind
   * them later. Rows are ordered by (transaction id, position), the order the
   * checkpoint uses (qualified: the output column of that name is text, and
   * text order puts transaction 1000 before 999).
   */
  async readAll(
    after: Checkpoint,
    limit: number,
    client: Queryable = this.pool,
  ): Promise<StoredEvent[]> {
    const result = await client.query<EventRow>(
      `select ${columns} from events
       where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by events.transaction_id, events.global_position
       limit $3`,
      [after.transactionId.toString(), after.globalPosition, limit],
    );
    return this.toStored(result.rows);
  }

  /** The newest position written (committed or not yet), for lag figures. */
  async headPosition(client: Queryable = this.pool): Promise<number> {
    const result = await client.query<{ head: string | null }>('select max(global_position) as head from events');
    return Number(result.rows[0]?.head ?? 0);
  }

  /** Rows as events: personal fields opened (one read of the keys not yet known), then upcast. */
  private async toStored(rows: readonly EventRow[]): Promise<StoredEvent[]> {
    const datas = await this.openPersonalData(rows);
    return rows.map((row, index) => this.toEvent(row, datas[index]));
  }

  /**
   * Stored event data (as a statement over the events table reads it) with personal fields opened, each in its
   * stored version: for readers of the log that do not go through this class (the audit area's event list).
   */
  async openPersonalData(rows: readonly { readonly type: string; readonly data: unknown }[]): Promise<unknown[]> {
    const sealed: { index: number; item: { type: string; data: unknown; fields: PersonalFields } }[] = [];
    const datas = rows.map((row, index) => {
      // Another instance erased her: what this one remembers of her key goes too.
      if (row.type === 'PersonalDataErased') this.vault?.forget((row.data as { userId: string }).userId);
      const fields = this.catalogue.has(row.type) ? this.catalogue.definition(row.type).personal : undefined;
      if (fields && isSealed(row.data)) sealed.push({ index, item: { type: row.type, data: row.data, fields } });
      return row.data;
    });
    if (sealed.length === 0) return datas;
    const opened = await this.requireVault().openAll(sealed.map((entry) => entry.item));
    sealed.forEach((entry, at) => (datas[entry.index] = opened[at]));
    return datas;
  }

  private requireVault(): PersonalDataVault {
    if (!this.vault) throw new PersonalDataError('this store has no personal data vault');
    return this.vault;
  }

  private toEvent(row: EventRow, data: unknown): StoredEvent {
    return {
      globalPosition: Number(row.global_position),
      transactionId: BigInt(row.transaction_id),
      streamId: row.stream_id,
      streamType: row.stream_type,
      streamVersion: row.stream_version,
      type: row.type,
      schemaVersion: row.schema_version,
      data: this.catalogue.upcast(row.type, row.schema_version, data),
      metadata: row.metadata,
      recordedAt: row.recorded_at,
    };
  }
}

function isSealed(data: unknown): boolean {
  return typeof data === 'object' && data !== null && personalBoxField in data;
}

function isConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  // A version already taken (a stale expected version), or a missing previous version (one from the future).
  return (
    (code === '23505' && constraint === 'events_stream_version_unique') ||
    (code === '23503' && constraint === 'events_previous_version_fk')
  );
}
