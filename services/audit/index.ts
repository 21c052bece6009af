export { auditRoutes } from './routes.js';
export { auditSealMigration, readLinkAt } from './seal-table.js';
export { auditLogMigration } from './log-indexes.js';
export { auditSealName, auditSealReactor } from './reactor.js';
export { verifyAuditSeal, type ProblemKind, type SealProblem, type VerifyResult } from './verify.js';
export { auditOperations } from './operations.js';
export { linkBeforeRewrite, logRewritesMigration, personalDataRewriteId, readLogRewrites, sealPersonalDataOfLog, type RewriteResult } from './log-rewrite.js';
