import type { ModuleManifest } from '../../infra/module-manifest.js';
import { auditRoutes } from './routes.js';
export { auditSealMigration, readLinkAt } from './seal-table.js';
export { auditLogMigration } from './log-indexes.js';
export { auditSealName, auditSealReactor } from './reactor.js';
export { verifyAuditSeal, type ProblemKind, type SealProblem, type VerifyResult } from './verify.js';
export { linkBeforeRewrite, logRewritesMigration, personalDataRewriteId, readLogRewrites, sealPersonalDataOfLog, type RewriteResult } from './log-rewrite.js';

/** What the module declares for the store to wire (infra/module-manifest.ts). */
export const auditModule: ModuleManifest = { routes: auditRoutes };
