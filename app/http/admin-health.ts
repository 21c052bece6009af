import { Router } from 'express';
import type { ProjectionRunner } from '../../projections/index.js';

/**
 * Operators' view of the read side: how far each projection is behind the log, who runs it, and whether it is
 * stopped at an event it cannot apply (ADR 061); plus a section per background activity that reports on itself
 * (`sections`, e.g. mail: queued, failed, last error).
 */
export function adminHealthRoutes(runner: ProjectionRunner, sections: Record<string, () => Promise<unknown>> = {}): Router {
  const router = Router();
  router.get('/admin/health', async (_req, res) => {
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
  });
  return router;
}
