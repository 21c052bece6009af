import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { constants, createBrotliCompress, createBrotliDecompress, createGunzip, type BrotliCompress } from 'node:zlib';
import { BackupDamaged } from './format.js';

/** The longest line a backup may hold: an image of 5 MB is about 7 MB of base64. */
const maxLineBytes = 16 * 1024 * 1024;

/**
 * Backups are written as one brotli stream: at quality 4 it costs about the CPU of gzip's default level and makes
 * files about 30% smaller. Its 16 MB window lets it see repeats across many events.
 */
export function compressor(): BrotliCompress {
  return createBrotliCompress({
    chunkSize: 256 * 1024,
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 24,
    },
  });
}

/**
 * The decompressed file's lines, newline included (hashes cover the bytes as written). A file that starts as gzip
 * does (1f 8b) is read as gzip, so a backup recompressed with gzip restores too; anything else as brotli.
 */
export async function* fileLines(file: string): AsyncGenerator<Buffer> {
  const handle = await open(file, 'r');
  const start = Buffer.alloc(2);
  try {
    await handle.read(start, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const decompress = start[0] === 0x1f && start[1] === 0x8b ? createGunzip() : createBrotliDecompress();
  const input = createReadStream(file);
  input.on('error', (error) => decompress.destroy(error));
  input.pipe(decompress);
  // The start of a line not yet ended, kept as chunks (an image's line spans many of them).
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of decompress as AsyncIterable<Buffer>) {
      let from = 0;
      for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, from)) {
        if (pending.length === 0) yield chunk.subarray(from, end + 1);
        else {
          yield Buffer.concat([...pending, chunk.subarray(from, end + 1)]);
          pending = [];
          pendingBytes = 0;
        }
        from = end + 1;
      }
      if (from < chunk.length) {
        pending.push(chunk.subarray(from));
        pendingBytes += chunk.length - from;
        if (pendingBytes > maxLineBytes) throw new BackupDamaged('A line of the file is longer than any backup writes: the file is damaged.');
      }
    }
  } catch (error) {
    if (error instanceof BackupDamaged) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    throw new BackupDamaged(
      code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message)
        ? 'The file ends in the middle of its compressed data: it is truncated.'
        : `The file's compressed data is damaged (${(error as Error).message}).`,
      { cause: error },
    );
  } finally {
    input.destroy();
  }
  if (pendingBytes > 0) throw new BackupDamaged('The file ends in the middle of a line: it is truncated.');
}
