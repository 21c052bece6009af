import { allProjections } from '../../projections/index.js';

/**
 * What a backup does with every table and sequence of the store's schema (ADR 013). A new table must be added
 * here, kept or left out with its reason; the backup warns about any it does not know, and a test fails.
 */
export const backedUp: Readonly<Record<string, string>> = {
  events: 'the event log: everything else derives from it',
  personal_data_keys: 'each person\'s data key, wrapped by DATA_KEY: without them no personal field of the log opens (ADR 068)',
  sign_ins: 'each user\'s last sign-in: the retention rules measure inactivity by it; sessions do not keep it',
  media: 'uploaded image bytes; the log holds only their addresses',
  audit_seal: 'the audit seal\'s links: sealing the log again would bless whatever changed (ADR 020)',
  order_numbers: 'the next order number (a sequence): numbers must never be handed out twice',
  events_global_position_seq: 'the next log position (a sequence), so positions keep increasing after a restore',
};

export const leftOut: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    allProjections.flatMap((projection) =>
      projection.tables.map((table) => [table, `read model of the ${projection.name} projection: rebuilt from the log`]),
    ),
  ),
  log_rewrites: 'whether the one rewrite of the log ran: the restoring store finds its LogRewritten event, or runs it on a log that needs it',
  audit_seal_before_rewrite: 'the seal\'s links as they were before the one rewrite, for hashes noted before it: the LogRewritten event in the log keeps its head',
  stream_snapshots: 'folded states of long streams, a shortcut for commands: derived from the log, taken again as it is read (ADR 030)',
  schema_migrations: 'named in the header; the restoring store applies its own migrations',
  projection_checkpoints: 'read models are rebuilt; reactors keep their position in the file\'s reactors section',
  auth_limits: 'sign-in and registration counts over short windows: operational, not history (ADR 016)',
  write_limits: 'shoppers\' write budgets, whole again within hours: operational, not history (ADR 064)',
  media_renditions: 'images resized from the stored originals: made again on first request',
  media_unrenderable: 'originals no size could be made of: found again on the next request for one (ADR 062)',
  sessions: 'signed-in sessions: operational; after a restore everyone signs in again (ADR 011)',
  socket_io_attachments: 'live broadcast payloads in transit between instances',
  mail_messages: 'the mail outbox\'s record of messages queued and sent: operational (ADR 019); the mail reactor\'s place is kept',
  socket_io_attachments_id_seq: 'numbers those payloads',
};

/** Tables and sequences in `public` that the lists above do not mention. */
export function unclassified(names: readonly string[]): string[] {
  return names.filter((name) => !(name in backedUp) && !(name in leftOut));
}

export const schemaObjectsQuery = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'S') order by 1`;
