import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** The stream of the log's rewrites: there is one, and there will be no other (ADR 068). */
export const logRewritesStreamId = 'log-rewrites';

const link = z.object({ seq: z.number().int(), position: z.number().int(), hash: z.string() });

/**
 * The one rewrite the log has seen, recorded in the log and sealed like any event: the personal fields of the events
 * written before the store sealed them were sealed in place, the acting users' emails left the events' metadata and
 * the address claims' streams were renamed by their blind index. The audit seal had been verified up to `headBefore`
 * just before, and was computed again over the same events, in the same order, as they are now stored.
 */
export const LogRewritten = defineEvent(
  'LogRewritten',
  z.object({
    rewriteId: z.string(),
    reason: z.string(),
    eventsSealed: z.number().int(),
    metadataCleared: z.number().int(),
    streamsRenamed: z.number().int(),
    /** Links the check before the rewrite verified, and the head they ended at (null: nothing was sealed yet). */
    verifiedBefore: z.number().int(),
    headBefore: link.nullable(),
    /** The same head's link once sealed again over the rewritten events. */
    headAfter: link.nullable(),
    rewrittenAt: z.string(),
  }),
);

export const logRewriteEvents = [LogRewritten] as const;
export type LogRewriteEvent = EventOf<typeof logRewriteEvents>;
