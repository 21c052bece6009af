import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { compressor } from './file-lines.js';
import type { SectionName } from './format.js';

/**
 * Writes a backup file's lines through brotli into `<file>.partial`, hashing them as they go, and only renames it to
 * `file` once the whole file is on disk: a backup that fails half-way never leaves a file that looks like one.
 * Writes wait for the compressor to drain, so memory stays flat however large the log is.
 */
export class BackupFileWriter {
  private readonly compress = compressor();
  private readonly done: Promise<void>;
  private readonly fileHash = createHash('sha256');
  private lines = 0;
  private section: { name: SectionName; hash: Hash; rows: number } | null = null;
  readonly partial: string;

  constructor(readonly file: string) {
    this.partial = `${file}.partial`;
    this.done = pipeline(this.compress, createWriteStream(this.partial, { mode: 0o600 }));
    // Seen by `done`; without a listener here an early failure would be unhandled until then.
    this.done.catch(() => undefined);
  }

  async line(value: unknown): Promise<void> {
    await this.raw(`${JSON.stringify(value)}\n`, 1);
  }

  async startSection(name: SectionName): Promise<void> {
    if (this.section) throw new Error(`Section ${this.section.name} is still open`);
    await this.line({ section: name });
    this.section = { name, hash: createHash('sha256'), rows: 0 };
  }

  /** Rows of the open section, already encoded as JSON arrays (one string each, without newline). */
  async rows(encoded: readonly string[]): Promise<void> {
    if (!this.section || encoded.length === 0) return;
    const text = `${encoded.join('\n')}\n`;
    this.section.hash.update(text);
    this.section.rows += encoded.length;
    await this.raw(text, encoded.length);
  }

  async endSection(): Promise<{ rows: number; sha256: string }> {
    const section = this.section;
    if (!section) throw new Error('No open section');
    this.section = null;
    const summary = { rows: section.rows, sha256: section.hash.digest('hex') };
    await this.line({ end: section.name, ...summary });
    return summary;
  }

  /** Writes the trailer, flushes everything to disk and gives the file its name. */
  async finish(): Promise<{ sha256: string; lines: number }> {
    const sha256 = this.fileHash.digest('hex');
    const lines = this.lines;
    const trailer = `${JSON.stringify({ trailer: true, sha256, lines })}\n`;
    this.compress.end(trailer);
    await this.done;
    const handle = await open(this.partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.partial, this.file);
    return { sha256, lines };
  }

  async abandon(): Promise<void> {
    this.compress.destroy();
    await this.done.catch(() => undefined);
    await rm(this.partial, { force: true });
  }

  private async raw(text: string, lines: number): Promise<void> {
    this.fileHash.update(text);
    this.lines += lines;
    if (!this.compress.write(text)) await Promise.race([once(this.compress, 'drain'), this.done]);
  }
}
