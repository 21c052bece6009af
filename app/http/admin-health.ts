import { z } from 'zod';
import type { RouteDefinition } from '../../infra/http/routes.js';
import type { ProjectionRunner } from '../../projections/index.js';

/** What the operators' view reads: the projections' runner and the activities that report on themselves. */
export interface AdminHealthSources {
  readonly runner: ProjectionRunner;
  readonly sections?: Record<string, () => Promise<unknown>>;
}

/**
 * Operators' view of the read side: how far each projection is behind the log, who runs it, and whether it is
 * stopped at an event it cannot apply (ADR 061); plus a section per background activity that reports on itself
 * (`sections`, e.g. mail: queued, failed, last error).
 */
export const adminHealthRoutes: readonly RouteDefinition<AdminHealthSources>[] = [
  {
    method: 'GET',
    route: '/api/admin/health',
    summary: "How far each projection is behind the log, and each background activity's report",
    access: 'admin',
    responses: {
      200: z
        .object({
          status: z.enum(['ok', 'catching-up', 'failed']),
          projections: z.array(
            z
              .object({
                name: z.string(),
                lag: z.number().int(),
                // Set while it is stopped at an event it cannot apply (ADR 061).
                failure: z
                  .object({
                    event: z.object({ position: z.number().int(), type: z.string(), streamId: z.string() }).nullable(),
                    checkpoint: z.number().int(),
                    error: z.string(),
                    since: z.string(),
                  })
                  .nullable(),
              })
              .loose(),
          ),
        })
        .catchall(z.unknown()),
    },
    handler: ({ runner, sections = {} }) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      const [lags, ...reports] = await Promise.all([runner.lag(), ...Object.values(sections).map((read) => read())]);
      const extra = Object.fromEntries(Object.keys(sections).map((name, index) => [name, reports[index]]));
      const projections = lags.map(({ failure, ...lag }) => ({
        ...lag,
        failure: failure && {
          event: failure.event,
          checkpoint: failure.checkpoint,
          error: failure.error,
          since: failure.since.toISOString(),
        },
      }));
      const status = projections.some((projection) => projection.failure)
        ? 'failed'
        : projections.every((projection) => projection.lag === 0)
          ? 'ok'
          : 'catching-up';
      res.json({ status, projections, ...extra });
    },
  },
];
