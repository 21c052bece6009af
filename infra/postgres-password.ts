import { randomBytes } from 'node:crypto';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from './logger.js';
import { StartupError } from './startup-error.js';

export const superuser = 'postgres';
/** What clusters made before the password file had; they are moved to the file's password on their next start. */
const oldDefaultPassword = 'postgres';

export interface SuperuserPassword {
  readonly password: string;
  readonly file: string;
}

/** The embedded cluster's superuser password, generated once into DATA_DIR (readable by its owner only). */
export async function loadOrCreatePassword(dataDir: string): Promise<SuperuserPassword> {
  const file = path.join(dataDir, 'postgres-password');
  const generated = `${randomBytes(32).toString('hex')}\n`;
  await writeFile(file, generated, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    // Kept from an earlier start (or written by another process at this moment): that one is the password.
    if (error.code === 'EEXIST') return;
    throw new StartupError(`cannot write ${file}: ${error.message}; check the permissions of DATA_DIR`);
  });
  const password = (await readFile(file, 'utf8')).trim();
  if (!password) throw new StartupError(`${file} is empty; restore it from a backup of DATA_DIR`);
  // A copy or a restore may have widened it.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  return { password, file };
}

/**
 * Makes sure the superuser's password is the file's. A cluster still on the old default password gets the file's
 * (from then on the old one is refused); one refusing both cannot be used, and the message says how to recover.
 */
export async function adoptPassword(options: {
  port: number;
  secret: SuperuserPassword;
  dataFolder: string;
  logger: Logger;
}): Promise<void> {
  const { port, secret, logger } = options;
  const connect = async (password: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: superuser,
      password,
      database: 'postgres',
      connectionTimeoutMillis: 10_000,
    });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  };
  const refused = (error: unknown) => (error as { code?: string }).code === '28P01';
  try {
    await (await connect(secret.password)).end();
    return;
  } catch (error) {
    if (!refused(error)) throw error;
  }
  let client: pg.Client;
  try {
    client = await connect(oldDefaultPassword);
  } catch (error) {
    if (!refused(error)) throw error;
    throw new StartupError(
      `the embedded PostgreSQL in ${options.dataFolder} refuses the password in ${secret.file}; restore that file from ` +
        'a backup of DATA_DIR, or let local logins in without a password for a moment (a `trust` line in its ' +
        'pg_hba.conf) and set the password to the file\'s with ALTER USER',
    );
  }
  try {
    await client.query(`alter user ${superuser} with password ${client.escapeLiteral(secret.password)}`);
  } finally {
    await client.end();
  }
  logger.info('the embedded PostgreSQL superuser now has the generated password', { file: secret.file });
}
