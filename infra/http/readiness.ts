import { Router } from 'express';
import type pg from 'pg';
import type { Migration } from '../migrate.js';

type NotReadyCode = 'shutting_down' | 'database_unreachable' | 'migrations_pending';
export type Readiness = { status: 'ready' } | { status: 'not_ready'; code: NotReadyCode; reason: string };

const answerWithinMs = 2000;
const notReady = (code: NotReadyCode, reason: string): Readiness => ({ status: 'not_ready', code, reason });

/**
 * Whether this instance should get traffic: not while it is shutting down, while its database does not answer,
 * or while the database lacks migrations this code needs. One cheap statement per check, shared by the checks
 * that arrive while it runs.
 */
export function readinessCheck(deps: { pool: pg.Pool; migrations: readonly Migration[]; stopping: () => boolean }) {
  const ids = deps.migrations.map((migration) => migration.id);
  let running: Promise<Readiness> | undefined;

  const check = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), answerWithinMs)));
    const applied = deps.pool
      .query<{ applied: number }>('select count(*)::int as applied from schema_migrations where id = any($1)', [ids])
      .then((result) => result.rows[0]!.applied);
    // The query may still be queued when the timer wins; its outcome then matters to no one.
    applied.catch(() => undefined);
    try {
      const outcome = await Promise.race([applied, late]);
      if (outcome === 'late') return notReady('database_unreachable', `The database did not answer within ${answerWithinMs / 1000} s`);
      if (outcome < ids.length) return notReady('migrations_pending', `${ids.length - outcome} database migration(s) not applied yet`);
      return { status: 'ready' };
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      // No migrations table at all: a database nothing was applied to yet.
      if (code === '42P01') return notReady('migrations_pending', 'The database has no migrations applied');
      return notReady('database_unreachable', `The database cannot be used: ${message || code || 'unknown error'}`);
    } finally {
      clearTimeout(timer);
    }
  };

  return async (): Promise<Readiness> => {
    if (deps.stopping()) return notReady('shutting_down', 'The store is shutting down');
    running ??= check().finally(() => (running = undefined));
    return running;
  };
}

/** `GET /api/health/ready`: 200 `{ status: 'ready' }`, or 503 `{ status: 'not_ready', reason, code }`. */
export function readinessRoutes(ready: () => Promise<Readiness>): Router {
  const router = Router();
  router.get('/health/ready', async (_req, res) => {
    const readiness = await ready();
    res.setHeader('cache-control', 'no-store');
    res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
  });
  return router;
}
