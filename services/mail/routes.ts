import { Router } from 'express';

/** Admin only, as everything under /api/admin: failed messages get another attempt once the cause is fixed. */
export function mailRoutes(mail: { retryFailed(): Promise<number> }): Router {
  const router = Router();
  router.post('/admin/mail/retry', async (_req, res) => {
    res.json({ requeued: await mail.retryFailed() });
  });
  return router;
}
