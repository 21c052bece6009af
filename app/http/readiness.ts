import type pg from 'pg';
import { z } from 'zod';
import { describeFailure, type ProjectionFailure } from '../../projections/index.js';
import type { Migration } from '../../infra/migrate.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

type NotReadyCode = 'shutting_down' | 'database_unreachable' | 'migrations_pending' | 'projection_failed';
/** A read model stopped at an event it cannot apply (ADR 061): which, at which event of the log, and why. */
export interface StoppedReadModel {
  readonly projection: string;
  /** The position of the event it cannot apply; null when no one event was to blame. */
  readonly position: number | null;
  readonly eventType: string | null;
  /** The position of the last event it applied: it resumes after it. */
  readonly checkpoint: number;
  readonly since: string;
}
export type Readiness =
  | { status: 'ready' }
  | { status: 'not_ready'; code: NotReadyCode; reason: string; projections?: readonly StoppedReadModel[] };

const answerWithinMs = 2000;
const notReady = (code: NotReadyCode, reason: string): Readiness => ({ status: 'not_ready', code, reason });

/**
 * Whether this instance should get traffic: not while it is shutting down, while its database does not answer,
 * while the database lacks migrations this code needs, or while a read model is stopped at an event it cannot
 * apply (its answers would stay as they were, whatever is written). Two cheap statements per check, shared by the
 * checks that arrive while they run.
 */
export function readinessCheck(deps: {
  pool: pg.Pool;
  migrations: readonly Migration[];
  stopping: () => boolean;
  /** The read models stopped at an event, as recorded for every instance. */
  failedProjections?: () => Promise<readonly ProjectionFailure[]>;
}) {
  const ids = deps.migrations.map((migration) => migration.id);
  let running: Promise<Readiness> | undefined;

  const check = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), answerWithinMs)));
    const applied = deps.pool
      .query<{ applied: number }>('select count(*)::int as applied from schema_migrations where id = any($1)', [ids])
      .then(async (result) => ({
        applied: result.rows[0]!.applied,
        // Asked only of a database with every migration: the columns it reads come with one.
        failed: result.rows[0]!.applied === ids.length && deps.failedProjections ? await deps.failedProjections() : [],
      }));
    // The query may still be queued when the timer wins; its outcome then matters to no one.
    applied.catch(() => undefined);
    try {
      const outcome = await Promise.race([applied, late]);
      if (outcome === 'late') return notReady('database_unreachable', `The database did not answer within ${answerWithinMs / 1000} s`);
      if (outcome.applied < ids.length) {
        return notReady('migrations_pending', `${ids.length - outcome.applied} database migration(s) not applied yet`);
      }
      if (outcome.failed.length > 0) return projectionFailed(outcome.failed);
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

function projectionFailed(failures: readonly ProjectionFailure[]): Readiness {
  return {
    status: 'not_ready',
    code: 'projection_failed',
    reason: failures.map(describeFailure).join('; '),
    projections: failures.map((failure) => ({
      projection: failure.projection,
      position: failure.event?.position ?? null,
      eventType: failure.event?.type ?? null,
      checkpoint: failure.checkpoint,
      since: failure.since.toISOString(),
    })),
  };
}

/** The store's health: that the process answers, and whether it is ready for traffic (the load balancer's question). */
export const readinessRoutes: readonly RouteDefinition<() => Promise<Readiness>>[] = [
  {
    method: 'GET',
    route: '/api/health',
    summary: 'The process answers',
    access: 'anyone',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    handler: () => (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json({ status: 'ok' });
    },
  },
  /** 200 `{ status: 'ready' }`, or 503 `{ status: 'not_ready', reason, code }`. */
  {
    method: 'GET',
    route: '/api/health/ready',
    summary: 'Ready for traffic (503 with a code while not)',
    access: 'anyone',
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({
        status: z.literal('not_ready'),
        code: z.string(),
        reason: z.string(),
        // With `projection_failed` (ADR 061): each read model stopped at an event it cannot apply.
        projections: z
          .array(
            z.object({
              projection: z.string(),
              position: z.number().int().nullable(),
              eventType: z.string().nullable(),
              checkpoint: z.number().int(),
              since: z.string(),
            }),
          )
          .optional(),
      }),
    },
    handler: (ready) => async (_req, res) => {
      const readiness = await ready();
      res.setHeader('cache-control', 'no-store');
      res.status(readiness.status === 'ready' ? 200 : 503).json(readiness);
    },
  },
];
