import { z } from 'zod';
import type { EventStore, Queryable } from '../../events/index.js';
import type { EventLogFilters } from './schemas.js';
import { subjectIds, summarise, withSubjectName, type EventSummary } from './summary.js';
import { internalEventTypes } from './internal-events.js';
import { findUsersByIds } from '../../projections/users/index.js';
import { uuidPattern } from '../../rules/ids.js';

/**
 * The whole event log as auditors read it: newest first, by log position (the event store's identity, unique and
 * never reused), so a page boundary is one number and events appended while an auditor pages arrive above the
 * first page instead of shifting the later ones. Every filter has an index that ends in the position (see
 * `auditLogMigration`), so a page costs the same on a log of millions.
 */

export { eventLogFilters, type EventLogFilters } from './schemas.js';

/** A cursor of this list: the position of the last event of the page before. */
export const eventLogCursor = z.tuple([z.number().int().positive()]);

export interface LogEntry {
  readonly position: number;
  readonly recordedAt: string;
  readonly type: string;
  readonly entity: { readonly type: string; readonly id: string; readonly version: number };
  readonly actor: { readonly id: string; readonly name: string | null; readonly email: string | null; readonly role: string };
  readonly correlationId: string | null;
  readonly summary: EventSummary;
}

interface Row {
  position: string;
  recorded_at: Date;
  type: string;
  stream_type: string;
  stream_id: string;
  stream_version: number;
  data: unknown;
  actor: { id?: unknown; role?: unknown; email?: unknown } | null;
  correlation_id: string | null;
}

/** The filters as SQL conditions with their parameters; an actor given by email is looked up first. */
async function conditions(db: Queryable, filters: EventLogFilters): Promise<{ where: string[]; params: unknown[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.actor !== undefined) add((p) => `(e.metadata->'actor'->>'id') = ${p}`, await actorId(db, filters.actor));
  if (filters.type !== undefined) add((p) => `e.type = ${p}`, filters.type);
  if (filters.streamType !== undefined) add((p) => `e.stream_type = ${p}`, filters.streamType);
  if (filters.streamId !== undefined) add((p) => `e.stream_id = ${p}`, filters.streamId);
  if (filters.from !== undefined) add((p) => `e.recorded_at >= ${p}`, filters.from);
  if (filters.to !== undefined) add((p) => `e.recorded_at <= ${p}`, filters.to);
  // The store's bookkeeping is left out unless asked for, here so that pages and totals count what is shown; a type
  // filter naming one of them asks for it.
  if (!filters.internal && filters.type === undefined) add((p) => `e.type <> all(${p}::text[])`, [...internalEventTypes]);
  return { where, params };
}

async function actorId(db: Queryable, actor: string): Promise<string> {
  if (!actor.includes('@')) return uuidPattern.test(actor) ? actor.toLowerCase() : actor;
  const found = await db.query<{ id: string }>('select id from users where email_normalized = $1', [actor.trim().toLowerCase()]);
  // An address nobody has matches no event, which is what the auditor asked.
  return found.rows[0]?.id ?? actor;
}

/** Up to `limit` events after `after` (a position; null from the newest), no later than `upTo` when given. */
export async function readLogEntries(
  db: Queryable,
  store: Pick<EventStore, 'openPersonalData'>,
  filters: EventLogFilters,
  options: { limit: number; after: number | null; upTo?: number },
): Promise<LogEntry[]> {
  const { where, params } = await conditions(db, filters);
  if (options.after !== null) {
    params.push(options.after);
    where.push(`e.global_position < $${params.length}`);
  }
  if (options.upTo !== undefined) {
    params.push(options.upTo);
    where.push(`e.global_position <= $${params.length}`);
  }
  params.push(options.limit);
  const result = await db.query<Row>(
    `select e.global_position as position, e.recorded_at, e.type, e.stream_type, e.stream_id, e.stream_version, e.data,
       e.metadata->'actor' as actor, e.metadata->>'correlationId' as correlation_id
     from events e
     ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by e.global_position desc
     limit $${params.length}`,
    params,
  );
  const datas = await store.openPersonalData(result.rows);
  const summaries = result.rows.map((row, index) => summarise(row.type, datas[index]));
  const actorIds = result.rows.map((row) => row.actor?.id).filter((id): id is string => typeof id === 'string');
  const users = await findUsersByIds(db, [...actorIds, ...subjectIds(summaries)]);
  return result.rows.map((row, index) => toEntry(row, withSubjectName(summaries[index]!, users), users));
}

/**
 * Every event under the filters, across all pages, counted up to `limit` when given: the log grows by every write,
 * so the list counts it only up to a bound (`cappedTotal`), where counting all of it would cost a pass over the log.
 */
export async function countLogEntries(db: Queryable, filters: EventLogFilters, limit?: number): Promise<number> {
  const { where, params } = await conditions(db, filters);
  const matching = `from events e ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`;
  const result = await db.query<{ n: string }>(
    limit === undefined
      ? `select count(*) as n ${matching}`
      : `select count(*) as n from (select ${matching} limit $${params.push(limit)}) matched`,
    params,
  );
  return Number(result.rows[0]!.n);
}

/** The newest position of the log now: an export stops there, so events appended while it runs stay out of it. */
export async function newestPosition(db: Queryable): Promise<number> {
  const result = await db.query<{ p: string | null }>('select max(global_position) as p from events');
  return Number(result.rows[0]!.p ?? 0);
}

/**
 * An event as the auditors read it. Its actor, and the person its summary names, by the users read model (ADR 068:
 * the log keeps ids, an actor's email is no longer written into an event's metadata): names are today's, and an
 * erased person's are gone.
 */
function toEntry(row: Row, summary: EventSummary, names: ReadonlyMap<string, { readonly name: string; readonly email: string }>): LogEntry {
  const id = typeof row.actor?.id === 'string' ? row.actor.id : 'unknown';
  return {
    position: Number(row.position),
    recordedAt: row.recorded_at.toISOString(),
    type: row.type,
    entity: { type: row.stream_type, id: row.stream_id, version: row.stream_version },
    actor: {
      id,
      name: names.get(id.toLowerCase())?.name || null,
      email: names.get(id.toLowerCase())?.email || null,
      role: typeof row.actor?.role === 'string' ? row.actor.role : 'unknown',
    },
    correlationId: row.correlation_id,
    summary,
  };
}
