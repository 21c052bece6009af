import { createHash, type Hash } from 'node:crypto';
import {
  backupFormat,
  backupFormatVersion,
  BackupDamaged,
  sectionColumns,
  sectionsOfVersion,
  type BackupHeader,
  type SectionName,
} from './format.js';
import { fileLines } from './file-lines.js';
import { checkRow } from './rows.js';

export type BackupRecord =
  | { readonly kind: 'header'; readonly header: BackupHeader }
  | {
      readonly kind: 'rows';
      readonly section: SectionName;
      /** The rows as written, newline included. */
      readonly lines: readonly Buffer[];
      /** The rows parsed and checked; null when the reader was asked not to (`checkRows: false`). */
      readonly rows: readonly unknown[][] | null;
    }
  | { readonly kind: 'end'; readonly section: SectionName; readonly rows: number }
  | { readonly kind: 'trailer'; readonly sha256: string };

/**
 * Reads a backup file, checking everything as it goes: the compressed stream, the header, each row's shape, the order of
 * the sections, each section's row count and SHA-256 against its end line and the header's counts, and the whole
 * file's SHA-256 against the trailer, which must be the last line. Rows come in batches of up to `batchRows`.
 * With `checkRows: false` rows are only hashed, not parsed (for a second pass over a file already checked: its
 * hashes still prove it is the same file).
 * Any fault raises BackupDamaged; a caller that writes must do so in a transaction it can roll back, or read the
 * whole file once first (`verifyBackup`).
 */
export async function* readBackup(
  file: string,
  options: { batchRows?: number; checkRows?: boolean } = {},
): AsyncGenerator<BackupRecord> {
  const batchRows = options.batchRows ?? 5000;
  const checkRows = options.checkRows !== false;
  const fileHash = createHash('sha256');
  let header: BackupHeader | null = null;
  let sectionIndex = 0;
  // The sections the file's version holds (set with its header).
  let sections: readonly SectionName[] = [];
  let open: { name: SectionName; hash: Hash; rows: number; lastKey: unknown } | null = null;
  let batch: unknown[][] = [];
  let batchLines: Buffer[] = [];
  let trailer: string | null = null;
  let lineNumber = 0;

  const flush = (section: SectionName): BackupRecord => {
    const record: BackupRecord = { kind: 'rows', section, lines: batchLines, rows: checkRows ? batch : null };
    batch = [];
    batchLines = [];
    return record;
  };

  for await (const line of fileLines(file)) {
    lineNumber += 1;
    if (trailer !== null) throw new BackupDamaged(`The file is damaged at line ${lineNumber}: data after the trailer.`);
    // Rows are JSON arrays, everything else an object.
    const isRow = header !== null && line[0] === 0x5b;
    if (isRow && !checkRows) {
      if (!open) throw new BackupDamaged(`The file is damaged at line ${lineNumber}: a row outside any section.`);
      open.hash.update(line);
      fileHash.update(line);
      open.rows += 1;
      batchLines.push(line);
      if (batchLines.length >= batchRows) yield flush(open.name);
      continue;
    }
    const value = parse(line, lineNumber);
    if (!header) {
      header = checkHeader(value);
      sections = sectionsOfVersion(header.version);
      fileHash.update(line);
      yield { kind: 'header', header };
      continue;
    }
    if (Array.isArray(value)) {
      if (!open) throw new BackupDamaged(`The file is damaged at line ${lineNumber}: a row outside any section.`);
      open.lastKey = checkRow(open.name, value, open.lastKey, lineNumber);
      open.hash.update(line);
      fileHash.update(line);
      open.rows += 1;
      batch.push(value);
      batchLines.push(line);
      if (batchLines.length >= batchRows) yield flush(open.name);
      continue;
    }
    const marker = value as Record<string, unknown>;
    if (typeof marker.section === 'string') {
      const expected = sections[sectionIndex];
      if (open || marker.section !== expected) {
        throw new BackupDamaged(`The file is damaged at line ${lineNumber}: section "${marker.section}" where ${open ? `the end of "${open.name}"` : `"${expected ?? 'the trailer'}"`} was expected.`);
      }
      open = { name: expected, hash: createHash('sha256'), rows: 0, lastKey: undefined };
      fileHash.update(line);
    } else if (typeof marker.end === 'string') {
      if (!open || marker.end !== open.name) throw new BackupDamaged(`The file is damaged at line ${lineNumber}: end of a section that is not open.`);
      const sha256 = open.hash.digest('hex');
      if (marker.rows !== open.rows || marker.sha256 !== sha256) {
        throw new BackupDamaged(`The file is damaged: its "${open.name}" section does not match its checksum.`);
      }
      if (header.counts[open.name] !== open.rows) {
        throw new BackupDamaged(`The file is damaged: its "${open.name}" section has ${open.rows} rows; the header counted ${header.counts[open.name]}.`);
      }
      if (batchLines.length > 0) yield flush(open.name);
      fileHash.update(line);
      yield { kind: 'end', section: open.name, rows: open.rows };
      open = null;
      sectionIndex += 1;
    } else if (marker.trailer === true) {
      if (open || sectionIndex !== sections.length) throw new BackupDamaged(`The file is damaged at line ${lineNumber}: trailer before the last section ended.`);
      const sha256 = fileHash.digest('hex');
      if (marker.sha256 !== sha256 || marker.lines !== lineNumber - 1) {
        throw new BackupDamaged('The file is damaged: it does not match its checksum.');
      }
      trailer = sha256;
    } else {
      throw new BackupDamaged(`The file is damaged at line ${lineNumber}: not a row, section marker or trailer.`);
    }
  }
  if (!header) throw new BackupDamaged('The file is empty.');
  if (trailer === null) throw new BackupDamaged('The file ends before its trailer: it is truncated.');
  yield { kind: 'trailer', sha256: trailer };
}

export interface VerifiedBackup {
  readonly header: BackupHeader;
  /**
   * Stretches of the log in which positions increase, in the readers' order: 1 when that order is position order,
   * one more for every event whose position is below the one before it (a transaction that took its positions
   * before an older one took its own). A restore needs that many transaction ids to keep the order.
   */
  readonly positionRuns: number;
}

/** Reads the whole file and checks it, writing nothing. */
export async function verifyBackup(
  file: string,
  onProgress?: (section: SectionName, rows: number, total: number) => void,
): Promise<VerifiedBackup> {
  let header: BackupHeader | null = null;
  let rows = 0;
  let positionRuns = 1;
  let lastPosition = 0;
  for await (const record of readBackup(file)) {
    if (record.kind === 'header') header = record.header;
    else if (record.kind === 'rows') {
      if (record.section === 'events') {
        for (const row of record.rows!) {
          const position = row[0] as number;
          if (position < lastPosition) positionRuns += 1;
          lastPosition = position;
        }
      }
      rows += record.lines.length;
      onProgress?.(record.section, rows, header!.counts[record.section]);
    } else if (record.kind === 'end') rows = 0;
  }
  return { header: header!, positionRuns };
}

function checkHeader(value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (!header || typeof header !== 'object' || header.format !== backupFormat) {
    throw new BackupDamaged('This is not a store backup (its first line is not a backup header).');
  }
  if (typeof header.version !== 'number' || header.version > backupFormatVersion) {
    throw new BackupDamaged(`The backup is format version ${header.version}; this store reads up to version ${backupFormatVersion}: update the store.`);
  }
  const counts = header.counts as Record<string, unknown> | undefined;
  const sections = sectionsOfVersion(header.version);
  if (!counts || sections.some((name) => !Number.isInteger(counts[name])) || !Array.isArray(header.store?.migrations)) {
    throw new BackupDamaged('The backup header is incomplete.');
  }
  for (const name of sections) {
    const described = header.sections?.find((section) => section.name === name);
    if (!described || described.columns.join() !== sectionColumns[name].join()) {
      throw new BackupDamaged(`The backup header describes the "${name}" section differently from this version of the store.`);
    }
  }
  return header as BackupHeader;
}

function parse(line: Buffer, lineNumber: number): unknown {
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    throw new BackupDamaged(`The file is damaged at line ${lineNumber}: not valid JSON.`);
  }
}
