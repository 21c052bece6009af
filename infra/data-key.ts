import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newMasterKeyText, parseMasterKey } from '../events/personal-data.js';
import type { Config } from './config.js';

/**
 * The master key that wraps every person's data key (ADR 068): DATA_KEY, or (development and tests only) one
 * generated once and kept in the data folder beside the database it belongs to. Lose it and no personal field of the
 * log can be read again: in production it is given, and kept apart from the database and its backups.
 */
export async function loadDataKey(config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  return (await findDataKey(config, { create: true }))!;
}

/** The master key if there is one (given, or kept in the data folder); with `create`, made when there is none. */
export async function findDataKey(
  config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>,
  options: { create: boolean },
): Promise<Buffer | null> {
  if (config.DATA_KEY) return parseMasterKey(config.DATA_KEY);
  const file = path.join(config.DATA_DIR, 'data-key');
  if (!existsSync(file)) {
    if (!options.create) return null;
    await mkdir(config.DATA_DIR, { recursive: true });
    // Another process may write it first; its key wins.
    await writeFile(file, newMasterKeyText(), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  }
  return parseMasterKey(readFileSync(file, 'utf8'));
}
