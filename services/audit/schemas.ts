import { z } from 'zod';

export { eventLogFilters as eventLogQuery } from './event-log.js';

/** GET /api/audit/seal: the sealed head of the log's hash chain. */
export const sealAnswer = z.object({
  position: z.number().int(),
  hash: z.string().nullable(),
  sealedAt: z.string().nullable(),
  eventCount: z.number().int(),
});
export type SealAnswer = z.infer<typeof sealAnswer>;

/** An event of the log as the auditors read it, with a summary the web puts into words. */
export const eventLogEntryAnswer = z.object({
  position: z.number().int(),
  recordedAt: z.string(),
  type: z.string(),
  entity: z.object({ type: z.string(), id: z.string(), version: z.number().int() }),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable(), role: z.string() }),
  correlationId: z.string().nullable(),
  summary: z.object({ kind: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) }),
});
export type EventLogEntryAnswer = z.infer<typeof eventLogEntryAnswer>;
