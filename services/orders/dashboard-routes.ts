import { z } from 'zod';
import { listNotifications } from '../../projections/notifications/index.js';
import { readDailySales, readStats } from '../../projections/stats/index.js';
import { adminNotificationAnswer, statsAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** The back office's dashboard: the orders' figures with thirty days of sales, and the notices for the admins. */
export const dashboardRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/stats',
    summary: "The dashboard's figures and 30 days of sales",
    access: 'admin',
    responses: { 200: statsAnswer },
    handler: (context) => async (_req, res) => {
      const [stats, daily] = await Promise.all([readStats(context.pool), readDailySales(context.pool, 30)]);
      res.setHeader('cache-control', 'no-store');
      res.json({ ...stats, daily });
    },
  },
  {
    method: 'GET',
    route: '/api/admin/notifications',
    summary: 'Back-office notices, newest first',
    access: 'admin',
    responses: { 200: z.array(adminNotificationAnswer) },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await listNotifications(context.pool));
    },
  },
];
