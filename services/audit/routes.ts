import { Router } from 'express';
import type { ModuleContext } from '../../infra/http/context.js';
import { readHeadLink } from './seal-table.js';

/**
 * Auditors' reads (admin and auditor: the app guards the whole /api/audit prefix). The sealed head lets an auditor
 * note the chain's hash somewhere the store cannot reach, and later check that the same link still stands.
 */
export function auditRoutes(context: ModuleContext): Router {
  const router = Router();
  router.get('/audit/seal', async (_req, res) => {
    const head = await readHeadLink(context.pool);
    res.setHeader('cache-control', 'no-store');
    res.json({
      position: head?.position ?? 0,
      hash: head ? head.hash.toString('hex') : null,
      sealedAt: head?.sealedAt.toISOString() ?? null,
      eventCount: head?.seq ?? 0,
    });
  });
  return router;
}
