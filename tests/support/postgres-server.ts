import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../infra/embedded-postgres.js';
import { createLogger } from '../../infra/logger.js';
import { projectRoot } from '../../infra/project-root.js';
import { freePort } from './free-port.js';

export interface TestPostgres {
  /** A URL to the maintenance database, used to create one database per test file. */
  readonly adminUrl: string;
  readonly kind: 'DATABASE_URL' | 'testcontainers' | 'embedded';
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server tests run against: DATABASE_URL when given, a
 * Testcontainers PostgreSQL when a container engine answers, otherwise an
 * embedded one in a throw-away folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: process.env.DATABASE_URL, kind: 'DATABASE_URL', stop: async () => undefined };
  }
  if (containerEngineLikely()) {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:17-alpine').start();
      return { adminUrl: container.getConnectionUri(), kind: 'testcontainers', stop: async () => void (await container.stop()) };
    } catch (error) {
      console.warn(`Container engine not usable (${(error as Error).message}); using embedded PostgreSQL`);
    }
  }
  const dataDir = path.join(projectRoot, '.tmp', `test-postgres-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const port = await freePort();
  const server = await startEmbeddedPostgres({
    dataDir,
    port,
    database: 'postgres',
    logger: createLogger('warn'),
    // A throw-away cluster: nothing in it must outlive a crash of the machine, so no write waits for the disk (a
    // crash of PostgreSQL alone still loses nothing committed: the writes are with the operating system).
    settings: { fsync: 'off', full_page_writes: 'off' },
  });
  return {
    adminUrl: server.url,
    kind: 'embedded',
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function containerEngineLikely(): boolean {
  if (process.env.TESTCONTAINERS_DISABLED === '1') return false;
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}
