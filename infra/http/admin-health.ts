import { Router } from 'express';
import type { ProjectionRunner } from '../../projections/index.js';

/**
 * Operators' view of the read side: how far each projection is behind the log, and who runs it; plus a section per
 * background activity that reports on itself (`sections`, e.g. mail: queued, failed, last error).
 */
export function adminHealthRoutes(runner: ProjectionRunner, sections: Record<string, () => Promise<unknown>> = {}): Router {
  const router = Router();
  router.get('/admin/health', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    const [projections, ...reports] = await Promise.all([runner.lag(), ...Object.values(sections).map((read) => read())]);
    const extra = Object.fromEntries(Object.keys(sections).map((name, index) => [name, reports[index]]));
    res.json({ status: projections.every((projection) => projection.lag === 0) ? 'ok' : 'catching-up', projections, ...extra });
  });
  return router;
}
