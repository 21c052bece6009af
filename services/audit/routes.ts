import { once } from 'node:events';
import type { Response } from 'express';
import { z } from 'zod';
import { cappedTotal, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { parse } from '../../infra/http/validate.js';
import { csvLine, utf8Bom } from './csv.js';
import { countLogEntries, eventLogCursor, eventLogFilters, newestPosition, readLogEntries, type LogEntry } from './event-log.js';
import { readHeadLink } from './seal-table.js';
import { eventLogEntryAnswer, sealAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** Events read from the log per query while an export streams. */
const exportBatch = 1000;

const csvHeader = [
  'position',
  'recorded_at',
  'type',
  'entity_type',
  'entity_id',
  'entity_version',
  'actor_id',
  'actor_name',
  'actor_email',
  'actor_role',
  'summary_kind',
  'summary_params',
  'correlation_id',
];

const csvRow = (entry: LogEntry) =>
  csvLine([
    entry.position,
    entry.recordedAt,
    entry.type,
    entry.entity.type,
    entry.entity.id,
    entry.entity.version,
    entry.actor.id,
    entry.actor.name,
    entry.actor.email,
    entry.actor.role,
    entry.summary.kind,
    JSON.stringify(entry.summary.params),
    entry.correlationId,
  ]);

/** Writes and waits while the client's socket is full, so a long export holds one batch in memory at a time. */
async function write(res: Response, text: string): Promise<void> {
  if (!res.write(text)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
}

/**
 * Auditors' reads (admin and auditor: the app guards the whole /api/audit prefix). The sealed head lets an auditor
 * note the chain's hash somewhere the store cannot reach, and later check that the same link still stands.
 */
export const auditRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/audit/seal',
    summary: "The log's sealed head (hash chain)",
    access: 'audit',
    responses: { 200: sealAnswer },
    handler: (context) => async (_req, res) => {
      const head = await readHeadLink(context.pool);
      res.setHeader('cache-control', 'no-store');
      res.json({
        position: head?.position ?? 0,
        hash: head ? head.hash.toString('hex') : null,
        sealedAt: head?.sealedAt.toISOString() ?? null,
        eventCount: head?.seq ?? 0,
      });
    },
  },
  {
    method: 'GET',
    route: '/api/audit/events',
    summary: 'The event log, filtered, newest first',
    access: 'audit',
    query: eventLogFilters,
    paged: 'bounded',
    responses: { 200: z.array(eventLogEntryAnswer) },
    handler: (context) => async (req, res) => {
      const filters = parse(eventLogFilters, req.query);
      const { limit, after } = pageRequest(req.query, eventLogCursor);
      const [fetched, total] = await Promise.all([
        readLogEntries(context.pool, context.store, filters, { limit: limit + 1, after: after?.[0] ?? null }),
        cappedTotal((limit) => countLogEntries(context.pool, filters, limit)),
      ]);
      sendPage(req, res, keysetPage(fetched, limit, total, (entry) => [entry.position]));
    },
  },
  // The same events and filters as the list, every page of it, as one CSV download.
  {
    method: 'GET',
    route: '/api/audit/events.csv',
    summary: 'The filtered event log as CSV',
    access: 'audit',
    query: eventLogFilters,
    responses: { 200: { mediaType: 'text/csv' } },
    handler: (context) => async (req, res) => {
      const filters = parse(eventLogFilters, req.query);
      const upTo = await newestPosition(context.pool);
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="event-log-${new Date().toISOString().slice(0, 10)}.csv"`);
      res.setHeader('cache-control', 'no-store');
      try {
        await write(res, utf8Bom + csvLine(csvHeader));
        let after: number | null = null;
        while (!res.destroyed) {
          const entries = await readLogEntries(context.pool, context.store, filters, { limit: exportBatch, after, upTo });
          if (entries.length === 0) break;
          await write(res, entries.map(csvRow).join(''));
          after = entries[entries.length - 1]!.position;
        }
        res.end();
      } catch (error) {
        // The status went out with the first line: a cut connection is how the download reports that it is short.
        res.destroy();
        throw error;
      }
    },
  },
];
