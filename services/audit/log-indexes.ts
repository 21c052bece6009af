import type { Migration } from '../../infra/migrate.js';

/**
 * Indexes for the auditors' log filters. Each ends in the log position, the list's order, so a filtered page is
 * read straight off one index from the cursor down, never sorted. A stream's events need none of their own (the
 * store's unique (stream_id, stream_version) finds them, and a stream is short); time needs one of its own, as
 * a range of times is a range of positions only roughly. Each index costs every append a little (ADR 029).
 */
export const auditLogMigration: Migration = {
  id: 'audit:log-indexes:1',
  sql: `
    create index if not exists events_by_type on events (type, global_position);
    create index if not exists events_by_stream_type on events (stream_type, global_position);
    create index if not exists events_by_actor on events ((metadata->'actor'->>'id'), global_position);
    create index if not exists events_by_time on events (recorded_at);
  `,
};
