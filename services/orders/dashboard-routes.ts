import type { Router } from 'express';
import type { ModuleContext } from '../../infra/http/context.js';
import { listNotifications } from '../../projections/notifications/index.js';
import { readDailySales, readStats } from '../../projections/stats/index.js';

/** The back office's dashboard: the orders' figures with thirty days of sales, and the notices for the admins. */
export function addDashboardRoutes(router: Router, context: ModuleContext): void {
  router.get('/admin/stats', async (_req, res) => {
    const [stats, daily] = await Promise.all([readStats(context.pool), readDailySales(context.pool, 30)]);
    res.setHeader('cache-control', 'no-store');
    res.json({ ...stats, daily });
  });

  router.get('/admin/notifications', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await listNotifications(context.pool));
  });
}
