import { createHash } from 'node:crypto';

/**
 * The hash chain's arithmetic, shared by the reactor that seals the log and the check that verifies it (ADR 020).
 *
 *   link(0) = 32 zero bytes
 *   link(n) = SHA-256( link(n - 1) ‖ canonical bytes of the n-th event in commit order )
 *
 * An event's canonical bytes are its fields as PostgreSQL writes them out, in UTF-8, joined by a zero byte. No
 * field can hold a zero byte (PostgreSQL text refuses it, and jsonb refuses \u0000), so the join cannot be read two
 * ways. data and metadata are jsonb's own text: jsonb keeps no key order or spacing of its input, so the same stored
 * value always reads back as the same text. The recording time is UTC with microseconds, whatever the session's
 * time zone or date style.
 */
export const genesis: Buffer = Buffer.alloc(32);

/** The columns of `events` (aliased `e`) that are sealed, in canonical order, each as text. */
export const canonicalColumns = `e.global_position::text, e.stream_id, e.stream_type, e.stream_version::text, e.type,
  e.schema_version::text, e.data::text, e.metadata::text,
  to_char(e.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One event's sealed fields, as `canonicalColumns` reads them (query with rowMode 'array'). */
export type CanonicalRow = [
  globalPosition: string,
  streamId: string,
  streamType: string,
  streamVersion: string,
  type: string,
  schemaVersion: string,
  data: string,
  metadata: string,
  recordedAt: string,
];

const separator = '\u0000';

export function canonicalBytes(row: CanonicalRow): Buffer {
  return Buffer.from(row.join(separator), 'utf8');
}

export function nextLink(previous: Buffer, row: CanonicalRow): Buffer {
  return createHash('sha256').update(previous).update(canonicalBytes(row)).digest();
}
