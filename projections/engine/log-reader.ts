import pg from 'pg';
import type { Checkpoint, EventStore, EventMetadata, Queryable, StoredEvent } from '../../events/index.js';

/** What one read of the log covered: every event in it moved the reader, only the wanted ones came back whole. */
export interface LogSpan {
  /** The span's events of the wanted types, in log order. */
  readonly events: StoredEvent[];
  /** How many events of the log the span covers, wanted or not. */
  readonly read: number;
  /** The span's last event: where a reader that took the span stands. Null for an empty span. */
  readonly end: Checkpoint | null;
}

/** A row of the span query, as an array (pg builds those much more cheaply than objects with named fields). */
type SpanRow = [
  globalPosition: string | number,
  transactionId: string,
  streamId: string,
  streamType: string,
  streamVersion: number,
  type: string,
  schemaVersion: number,
  data: unknown,
  metadata: string | null,
  recordedAt: string | null,
  read: number,
];

/**
 * Reads the next `limit` events of the log after `after` in commit-safe order, returning in full only those of
 * the `types` given (all when null), plus the span's end.
 *
 * The span is chosen exactly as `EventStore.readAll` chooses a batch (same horizon: only transactions older than
 * the snapshot's xmin, so a late commit can never be skipped; same (transaction id, position) order), so the
 * checkpoints a reader moves through are the ones it always moved through. What changes is what crosses the wire:
 * a read model that handles one event in twenty used to receive, parse and discard the other nineteen, in every
 * batch of every projection. The span is first found from the index alone; its wanted rows are then fetched by
 * primary key (a list the planner sizes right: a range condition on the pair is estimated so loosely that it
 * sometimes chose to scan the whole table) and put in log order here. Metadata and recording time come only when
 * asked for (see `Projection.needsMetadata`), as text parsed on first use.
 */
export async function readLogSpan(
  client: Queryable,
  store: Pick<EventStore, 'catalogue' | 'openPersonalData'>,
  after: Checkpoint,
  limit: number,
  types: readonly string[] | null,
  options: { metadata?: boolean } = {},
): Promise<LogSpan> {
  const metadata = options.metadata ? 'e.metadata::text' : 'null::text';
  const recordedAt = options.metadata ? 'e.recorded_at::text' : 'null::text';
  const result = await client.query<SpanRow>({
    rowMode: 'array',
    text: `with span as materialized (
       select transaction_id, global_position from events
       where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
         and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by transaction_id, global_position
       limit $3
     ), edge as (
       select global_position, (select count(*) from span)::int as read
       from span order by transaction_id desc, global_position desc limit 1
     )
     select e.global_position, e.transaction_id::text as transaction_id, e.stream_id, e.stream_type,
       e.stream_version, e.type, e.schema_version, e.data, ${metadata} as metadata, ${recordedAt} as recorded_at,
       edge.read
     from edge, events e
     where e.global_position = any (array(select global_position from span))
       and ($4::text[] is null or e.type = any($4::text[]) or e.global_position = edge.global_position)`,
    values: [after.transactionId.toString(), after.globalPosition, limit, types],
  });
  const rows = result.rows;
  if (rows.length === 0) return { events: [], read: 0, end: null };

  // Personal fields opened (ADR 068): one read of the keys this instance does not hold yet.
  const datas = await store.openPersonalData(rows.map((row) => ({ type: row[5], data: row[7] })));
  const events: LoggedEvent[] = [];
  let ordered = true;
  // Rows of one transaction arrive together: convert its id once.
  let transactionText = '';
  let transactionId = 0n;
  for (const [index, row] of rows.entries()) {
    if (row[1] !== transactionText) {
      transactionText = row[1];
      transactionId = BigInt(transactionText);
    }
    const [, , streamId, streamType, streamVersion, type, schemaVersion, , metadata, recordedAt] = row;
    const event = new LoggedEvent(
      Number(row[0]),
      transactionId,
      streamId,
      streamType,
      streamVersion,
      type,
      schemaVersion,
      store.catalogue.upcast(type, schemaVersion, datas[index]),
      metadata,
      recordedAt,
    );
    const previous = events[events.length - 1];
    if (previous && compareLogOrder(previous, event) > 0) ordered = false;
    events.push(event);
  }
  // Fetched by position; a transaction that committed late has lower positions than the one before it in the log.
  if (!ordered) events.sort(compareLogOrder);
  const last = events[events.length - 1]!;
  const end: Checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  // The span's last event comes along to mark its end even when it is not wanted.
  const wanted = types ? new Set(types) : null;
  if (wanted && !wanted.has(last.type)) events.pop();
  return { events, read: rows[0]![10], end };
}

function compareLogOrder(a: StoredEvent, b: StoredEvent): number {
  if (a.transactionId !== b.transactionId) return a.transactionId < b.transactionId ? -1 : 1;
  return a.globalPosition - b.globalPosition;
}

const parseJson = pg.types.getTypeParser(pg.types.builtins.JSONB) as (text: string) => unknown;
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * A stored event whose metadata and recording time are parsed on first use (with the parsers pg would use), or,
 * when they were not read, say so instead of passing for empty.
 */
class LoggedEvent implements StoredEvent {
  private parsedMetadata: EventMetadata | undefined;
  private parsedRecordedAt: Date | undefined;

  constructor(
    readonly globalPosition: number,
    readonly transactionId: bigint,
    readonly streamId: string,
    readonly streamType: string,
    readonly streamVersion: number,
    readonly type: string,
    readonly schemaVersion: number,
    readonly data: unknown,
    private readonly metadataText: string | null,
    private readonly recordedAtText: string | null,
  ) {}

  get metadata(): EventMetadata {
    return (this.parsedMetadata ??= parseJson(this.loaded(this.metadataText)) as EventMetadata);
  }

  get recordedAt(): Date {
    return (this.parsedRecordedAt ??= parseTimestamp(this.loaded(this.recordedAtText)));
  }

  private loaded(text: string | null): string {
    if (text === null) {
      throw new Error(`Event ${this.globalPosition} was read without its metadata: set needsMetadata on the projection`);
    }
    return text;
  }

  /** The plain shape, for logs and anything that serialises events. */
  toJSON(): Partial<StoredEvent> {
    const { globalPosition, transactionId, streamId, streamType, streamVersion, type, schemaVersion, data } = this;
    const event = { globalPosition, transactionId, streamId, streamType, streamVersion, type, schemaVersion, data };
    return this.metadataText === null ? event : { ...event, metadata: this.metadata, recordedAt: this.recordedAt };
  }
}
