import type { Queryable } from '../../events/index.js';
import type { Migration } from '../../infra/migrate.js';

/**
 * One link per sealed event: its number in the chain (`seq`, 1 for the first event sealed, so the head's number is
 * the count of events sealed), the event's position and the chain's hash after it. Links are written once: like the
 * events, the table refuses changes, so altering history takes switching that guard off as well.
 */
export const auditSealMigration: Migration = {
  id: 'audit:seal:1',
  sql: `create table audit_seal (
    global_position bigint primary key,
    seq bigint not null unique,
    hash bytea not null check (octet_length(hash) = 32),
    sealed_at timestamptz not null default now()
  );
  create function audit_seal_refuse_change() returns trigger language plpgsql as $$
  begin
    raise exception 'audit seal links are immutable: % refused', tg_op using errcode = 'ES403';
  end $$;
  create trigger audit_seal_immutable before update or delete on audit_seal
    for each row execute function audit_seal_refuse_change();
  create trigger audit_seal_no_truncate before truncate on audit_seal
    for each statement execute function audit_seal_refuse_change();`,
};

export interface Link {
  readonly seq: number;
  readonly position: number;
  readonly hash: Buffer;
  readonly sealedAt: Date;
}

/** The newest link, or null before anything was sealed. */
export async function readHeadLink(db: Queryable): Promise<Link | null> {
  const result = await db.query<{ seq: number; global_position: number; hash: Buffer; sealed_at: Date }>({
    name: 'audit-seal-head',
    text: 'select seq, global_position, hash, sealed_at from audit_seal order by seq desc limit 1',
  });
  const row = result.rows[0];
  return row ? { seq: Number(row.seq), position: Number(row.global_position), hash: row.hash, sealedAt: row.sealed_at } : null;
}

/** The link of the event at a position, or null when none was sealed there. */
export async function readLinkAt(db: Queryable, position: number): Promise<Link | null> {
  const result = await db.query<{ seq: number; global_position: number; hash: Buffer; sealed_at: Date }>(
    'select seq, global_position, hash, sealed_at from audit_seal where global_position = $1',
    [position],
  );
  const row = result.rows[0];
  return row ? { seq: Number(row.seq), position: Number(row.global_position), hash: row.hash, sealedAt: row.sealed_at } : null;
}
