/**
 * The backup file: one brotli stream of UTF-8 lines, each one JSON value (`brotli -dc file | head` shows the start).
 *
 *   header                      {"format":"modest-store-backup","version":1,...}
 *   per section:  start         {"section":"events"}
 *                 rows          [..] one JSON array per row, its columns named in the header
 *                 end           {"end":"events","rows":N,"sha256":"<hash of the section's row lines>"}
 *   trailer                     {"trailer":true,"sha256":"<hash of every line before the trailer>","lines":N}
 *
 * Hashes are SHA-256 over the lines' bytes as written, newline included. Sections come in the header's order.
 *
 * Version 2 added the `personal_data_keys` section (each person's data key as stored: wrapped by DATA_KEY, or
 * destroyed) and `sign_ins` (each user's last sign-in). A version 1 file has neither and is still read: its log holds
 * no sealed personal data.
 */

export const backupFormat = 'modest-store-backup';
export const backupFormatVersion = 2;

/** The columns of each section's rows, in order: written into the header so the file explains itself. */
export const sectionColumns = {
  events: [
    'global_position',
    'source_transaction_id',
    'stream_id',
    'stream_type',
    'stream_version',
    'type',
    'schema_version',
    'data_json',
    'metadata_json',
    'recorded_at',
  ],
  personal_data_keys: ['person_id', 'wrapped_base64', 'created_at', 'destroyed_at'],
  sign_ins: ['user_id', 'last_signed_in_at'],
  media: ['sha256', 'extension', 'content_type', 'size', 'created_at', 'bytes_base64'],
  audit_seal: ['global_position', 'seq', 'hash_hex', 'sealed_at'],
  sequences: ['name', 'last_value', 'is_called'],
  reactors: ['name', 'last_handled_position'],
} as const;

export type SectionName = keyof typeof sectionColumns;
export const sectionOrder: readonly SectionName[] = ['events', 'personal_data_keys', 'sign_ins', 'media', 'audit_seal', 'sequences', 'reactors'];

/** The sections a file of a format version holds, in order: version 1 had no data keys and no sign-ins. */
export function sectionsOfVersion(version: number): readonly SectionName[] {
  return version >= 2 ? sectionOrder : sectionOrder.filter((name) => name !== 'personal_data_keys' && name !== 'sign_ins');
}

export const sectionNotes: Record<SectionName, string> = {
  events:
    'The event log in the order its readers follow: (source_transaction_id, global_position). data_json and ' +
    'metadata_json are the stored JSON as text (byte for byte). A restore keeps the positions and this order, not ' +
    'the transaction ids themselves.',
  personal_data_keys:
    'Each person\'s data key (ADR 068), as stored: wrapped by the store\'s DATA_KEY (base64), or null with the time it ' +
    'was destroyed (she was erased). Her personal fields in the log open only with her key, so a restore needs the ' +
    'same DATA_KEY as the store that wrote the file.',
  sign_ins: 'When each user last signed in (not an event): what the retention rules measure inactivity by, with orders.',
  media: 'Uploaded images (not events: the log holds their /api/media/<sha256>.<extension> addresses).',
  audit_seal: 'The audit seal\'s hash chain, one link per sealed event (ADR 020), as it was written.',
  sequences: 'Counters outside the log: order numbers, and the next global position of the log.',
  reactors:
    'Reactors (projections that act and are never replayed: low-stock notices, the audit seal): the position of the ' +
    'last event each had handled, in the order above (0: none).',
};

export type EventRow = [
  globalPosition: number,
  sourceTransactionId: string,
  streamId: string,
  streamType: string,
  streamVersion: number,
  type: string,
  schemaVersion: number,
  dataJson: string,
  metadataJson: string,
  recordedAt: string,
];
export type PersonalDataKeyRow = [personId: string, wrappedBase64: string | null, createdAt: string, destroyedAt: string | null];
export type SignInRow = [userId: string, lastSignedInAt: string];
export type MediaRow = [sha256: string, extension: string, contentType: string, size: number, createdAt: string, base64: string];
export type SealRow = [globalPosition: number, seq: number, hashHex: string, sealedAt: string];
export type SequenceRow = [name: string, lastValue: number, isCalled: boolean];
export type ReactorRow = [name: string, lastHandled: number];

export interface BackupHeader {
  readonly format: typeof backupFormat;
  readonly version: number;
  readonly createdAt: string;
  /** The store's schema when the backup was made: the migrations it had applied, in order. */
  readonly store: { readonly migrations: readonly string[] };
  /** A version 1 file counts no `personal_data_keys` and no `sign_ins`. */
  readonly counts: Readonly<Record<SectionName, number>> & { readonly mediaBytes: number; readonly streams: number };
  readonly positions: { readonly first: number | null; readonly last: number | null };
  readonly compression: 'brotli';
  readonly checksum: { readonly algorithm: 'sha256'; readonly covers: string };
  readonly sections: readonly { readonly name: SectionName; readonly columns: readonly string[]; readonly note: string }[];
}

export const checksumCovers =
  'Each section end carries the SHA-256 of its row lines; the trailer carries the SHA-256 of every line before it ' +
  '(header included). Lines are hashed as written, newline included.';

/** What a file that is not a whole, intact backup of this format raises; nothing has been written when it does. */
export class BackupDamaged extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupDamaged';
  }
}

/** The restore's target is not empty, or the backup cannot go into this store (newer schema). */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** Names of the global-position sequence in the file (the real name is PostgreSQL's choice). */
export const logPositionSequence = 'events.global_position';
