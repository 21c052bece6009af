import { Router } from 'express';
import type { ProjectionRunner } from '../../projections/index.js';

/** Operators' view of the read side: how far each projection is behind the log, and who runs it. */
export function adminHealthRoutes(runner: ProjectionRunner): Router {
  const router = Router();
  router.get('/admin/health', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    const projections = await runner.lag();
    res.json({ status: projections.every((projection) => projection.lag === 0) ? 'ok' : 'catching-up', projections });
  });
  return router;
}
