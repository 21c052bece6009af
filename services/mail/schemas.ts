import { z } from 'zod';

/** POST /api/admin/mail/retry: how many failed mails were queued again. */
export const mailRetryAnswer = z.object({ requeued: z.number().int() });
