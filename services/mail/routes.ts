import type { RouteDefinition } from '../../infra/http/routes.js';
import { mailRetryAnswer } from './schemas.js';

/** The mail sender as its routes need it: failed messages queued again. */
export interface MailRetry {
  retryFailed(): Promise<number>;
}

/** Admin only: failed messages get another attempt once the cause is fixed. */
export const mailRoutes: readonly RouteDefinition<MailRetry>[] = [
  {
    method: 'POST',
    route: '/api/admin/mail/retry',
    summary: 'Send the failed mails again',
    access: 'admin',
    responses: { 200: mailRetryAnswer },
    handler: (mail) => async (_req, res) => {
      res.json({ requeued: await mail.retryFailed() });
    },
  },
];
