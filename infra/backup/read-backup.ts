import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import {
  backupFormat,
  backupFormatVersion,
  BackupDamaged,
  sectionColumns,
  sectionOrder,
  type BackupHeader,
  type SectionName,
} from './format.js';
import { checkRow } from './rows.js';

export type BackupRecord =
  | { readonly kind: 'header'; readonly header: BackupHeader }
  | { readonly kind: 'rows'; readonly section: SectionName; readonly rows: readonly unknown[][] }
  | { readonly kind: 'end'; readonly section: SectionName; readonly rows: number }
  | { readonly kind: 'trailer'; readonly sha256: string };

/** The longest line a backup may hold: an image of 5 MB is about 7 MB of base64. */
const maxLineBytes = 16 * 1024 * 1024;

/**
 * Reads a backup file, checking everything as it goes: the gzip stream, the header, each row's shape, the order of
 * the sections, each section's row count and SHA-256 against its end line and the header's counts, and the whole
 * file's SHA-256 against the trailer, which must be the last line. Rows come in batches of up to `batchRows`.
 * Any fault raises BackupDamaged; a caller that writes must do so in a transaction it can roll back, or read the
 * whole file once first (`verifyBackup`).
 */
export async function* readBackup(file: string, options: { batchRows?: number } = {}): AsyncGenerator<BackupRecord> {
  const batchRows = options.batchRows ?? 5000;
  const fileHash = createHash('sha256');
  let header: BackupHeader | null = null;
  let sectionIndex = 0;
  let open: { name: SectionName; hash: Hash; rows: number; lastKey: unknown } | null = null;
  let batch: unknown[][] = [];
  let trailer: string | null = null;
  let lineNumber = 0;

  for await (const line of lines(file)) {
    lineNumber += 1;
    if (trailer !== null) throw new BackupDamaged(`Line ${lineNumber}: data after the trailer.`);
    const value = parse(line, lineNumber);
    if (!header) {
      header = checkHeader(value);
      fileHash.update(line);
      yield { kind: 'header', header };
      continue;
    }
    if (Array.isArray(value)) {
      if (!open) throw new BackupDamaged(`Line ${lineNumber}: a row outside any section.`);
      open.lastKey = checkRow(open.name, value, open.lastKey, lineNumber);
      open.hash.update(line);
      fileHash.update(line);
      open.rows += 1;
      batch.push(value);
      if (batch.length >= batchRows) {
        yield { kind: 'rows', section: open.name, rows: batch };
        batch = [];
      }
      continue;
    }
    const marker = value as Record<string, unknown>;
    if (typeof marker.section === 'string') {
      const expected = sectionOrder[sectionIndex];
      if (open || marker.section !== expected) {
        throw new BackupDamaged(`Line ${lineNumber}: section "${marker.section}" where ${open ? `the end of "${open.name}"` : `"${expected ?? 'the trailer'}"`} was expected.`);
      }
      open = { name: expected, hash: createHash('sha256'), rows: 0, lastKey: undefined };
      fileHash.update(line);
    } else if (typeof marker.end === 'string') {
      if (!open || marker.end !== open.name) throw new BackupDamaged(`Line ${lineNumber}: end of a section that is not open.`);
      const sha256 = open.hash.digest('hex');
      if (marker.rows !== open.rows || marker.sha256 !== sha256) {
        throw new BackupDamaged(`The "${open.name}" section does not match its checksum (${open.rows} rows read).`);
      }
      if (header.counts[open.name] !== open.rows) {
        throw new BackupDamaged(`The "${open.name}" section has ${open.rows} rows; the header counted ${header.counts[open.name]}.`);
      }
      if (batch.length > 0) yield { kind: 'rows', section: open.name, rows: batch };
      batch = [];
      fileHash.update(line);
      yield { kind: 'end', section: open.name, rows: open.rows };
      open = null;
      sectionIndex += 1;
    } else if (marker.trailer === true) {
      if (open || sectionIndex !== sectionOrder.length) throw new BackupDamaged(`Line ${lineNumber}: trailer before the last section ended.`);
      const sha256 = fileHash.digest('hex');
      if (marker.sha256 !== sha256 || marker.lines !== lineNumber - 1) {
        throw new BackupDamaged('The file does not match its checksum.');
      }
      trailer = sha256;
    } else {
      throw new BackupDamaged(`Line ${lineNumber}: not a row, section marker or trailer.`);
    }
  }
  if (!header) throw new BackupDamaged('The file is empty.');
  if (trailer === null) throw new BackupDamaged('The file ends before its trailer: it is truncated.');
  yield { kind: 'trailer', sha256: trailer };
}

/** Reads the whole file and checks it, writing nothing; returns its header. */
export async function verifyBackup(
  file: string,
  onProgress?: (section: SectionName, rows: number, total: number) => void,
): Promise<BackupHeader> {
  let header: BackupHeader | null = null;
  let rows = 0;
  for await (const record of readBackup(file)) {
    if (record.kind === 'header') header = record.header;
    else if (record.kind === 'rows') {
      rows += record.rows.length;
      onProgress?.(record.section, rows, header!.counts[record.section]);
    } else if (record.kind === 'end') rows = 0;
  }
  return header!;
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
  if (!counts || sectionOrder.some((name) => !Number.isInteger(counts[name])) || !Array.isArray(header.store?.migrations)) {
    throw new BackupDamaged('The backup header is incomplete.');
  }
  for (const name of sectionOrder) {
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
    throw new BackupDamaged(`Line ${lineNumber} is not valid JSON: the file is damaged.`);
  }
}

/** The decompressed file's lines, newline included (hashes cover the bytes as written). */
async function* lines(file: string): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  // The start of a line not yet ended, kept as chunks (an image's line spans a hundred of them).
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
        if (pending.length === 0) yield chunk.subarray(start, end + 1);
        else {
          yield Buffer.concat([...pending, chunk.subarray(start, end + 1)]);
          pending = [];
          pendingBytes = 0;
        }
        start = end + 1;
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > maxLineBytes) throw new BackupDamaged('A line of the file is longer than any backup writes: the file is damaged.');
      }
    }
  } catch (error) {
    if (error instanceof BackupDamaged) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    throw new BackupDamaged(
      code === 'Z_BUF_ERROR'
        ? 'The file ends in the middle of its compressed data: it is truncated.'
        : `The file's compressed data is damaged (${(error as Error).message}).`,
      { cause: error },
    );
  } finally {
    input.destroy();
  }
  if (pendingBytes > 0) throw new BackupDamaged('The file ends in the middle of a line: it is truncated.');
}
