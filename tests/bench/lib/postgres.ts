// A fresh embedded PostgreSQL cluster per benchmark, in a temp folder removed afterwards.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, ensureDatabase } from '../../../infra/embedded-postgres.js';
import { createLogger } from '../../../infra/logger.js';
import { freePort } from '../../support/free-port.js';
import type { Scope } from './scope.js';

export interface BenchCluster {
  readonly port: number;
  readonly adminUrl: string;
  readonly dataDir: string;
  /** URL of a database on this cluster (created when missing). */
  database(name: string): Promise<string>;
  urlOf(name: string): string;
}

export async function startCluster(scope: Scope, label: string): Promise<BenchCluster> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `store-bench-${label}-`));
  scope.defer(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port, database: 'postgres', logger: createLogger('error') });
  scope.defer('stop PostgreSQL', () => stopPostgres(server, path.join(dataDir, 'postgres')));
  const urlOf = (name: string) => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    port,
    adminUrl: server.url,
    dataDir,
    urlOf,
    async database(name) {
      await ensureDatabase(server.url, name);
      return urlOf(name);
    },
  };
}

/** One query on a short-lived connection. */
export async function queryOnce<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the cluster. A Ctrl-C reaches PostgreSQL too (same process group), and embedded-postgres's stop()
 * then waits forever for an exit that already happened: so look first, bound the wait, and make sure the
 * postmaster is gone before its folder is removed.
 */
async function stopPostgres(server: { stop(): Promise<void> }, databaseDir: string): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (pid !== null && !alive(pid)) return;
  await Promise.race([server.stop(), sleep(15_000)]);
  if (pid === null) return;
  if (alive(pid)) process.kill(pid, 'SIGQUIT'); // immediate shutdown
  for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await sleep(100);
}
