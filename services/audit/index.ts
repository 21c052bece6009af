export { auditRoutes } from './routes.js';
export { auditSealMigration, readLinkAt } from './seal-table.js';
export { auditSealName, auditSealReactor } from './reactor.js';
export { verifyAuditSeal, type ProblemKind, type SealProblem, type VerifyResult } from './verify.js';
