import type { ApiOperation } from '../../infra/http/openapi.js';
import { mailRetryAnswer } from './schemas.js';

/** The mail module's calls, for the API document (infra/http/openapi.ts). */
export const mailOperations: readonly ApiOperation[] = [
  { method: 'POST', route: '/api/admin/mail/retry', summary: 'Send the failed mails again', access: 'admin', responses: { 200: mailRetryAnswer } },
];
