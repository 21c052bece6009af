import { z } from 'zod';
import { storeCatalogue } from '../../events/index.js';
import { internalEventTypes } from './internal-events.js';

/** The event types the log holds (the store's catalogue), each of which the auditors' pages put into words. */
export const eventLogTypes: readonly string[] = storeCatalogue.types();

/** The store's bookkeeping events, left out of the log's list unless `internal=1` asks for them (internal-events.ts). */
export { internalEventTypes };

const name = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} must be at most 200 characters`)
    .optional();
const moment = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time, e.g. 2026-11-21T10:00:00Z` }).optional();

/** The event log's filters (GET /api/audit/events and its CSV), all optional and combined with "and". */
export const eventLogFilters = z
  .object({
    /** A user id, a user's email (looked up in the users), or `system`. */
    actor: name('actor'),
    type: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9]{0,99}$/, 'type must be an event type name, e.g. OrderStatusChanged')
      .optional(),
    streamType: name('streamType'),
    streamId: name('streamId'),
    from: moment('from'),
    to: moment('to'),
    /** `1` also lists the store's internal bookkeeping events (`internalEventTypes`), which are left out otherwise. */
    internal: z
      .enum(['0', '1'], { error: 'internal must be 1 (show internal events) or 0' })
      .optional()
      .transform((value) => value === '1'),
  })
  .refine((filters) => !filters.from || !filters.to || Date.parse(filters.from) <= Date.parse(filters.to), {
    message: 'from must not be after to',
    path: ['to'],
  });
export type EventLogFilters = z.output<typeof eventLogFilters>;

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
