import type pg from 'pg';
import { personalBoxField, systemActor, type EventStore, type Queryable } from '../../events/index.js';
import { logRewritesStreamId, type LogRewritten } from '../../events/log-rewrites.js';

type LogRewrittenData = (typeof LogRewritten)['schema']['_output'];
import { inTransaction } from '../../infra/db.js';
import type { Logger } from '../../infra/logger.js';
import type { Migration } from '../../infra/migrate.js';
import { canonicalColumns, genesis, nextLink, type CanonicalRow } from './chain.js';
import { verifyAuditSeal } from './verify.js';

/** The one rewrite (ADR 068). */
export const personalDataRewriteId = 'personal-data-sealed';
const reason = 'personal data sealed under per-person keys, so that a person can be erased without changing the log again';
const emailClaimPrefix = 'user-email-';
const batchSize = 2000;

/**
 * Whether the rewrite ran (or found nothing to do), and the seal's links as they were before it, kept so that a
 * hash noted outside the store before the rewrite can still be checked (`npm run audit:verify -- --expect`).
 */
export const logRewritesMigration: Migration = {
  id: 'audit:log-rewrites:1',
  sql: `create table log_rewrites (
    id text primary key,
    done_at timestamptz not null default now(),
    events_sealed integer not null
  );
  create table audit_seal_before_rewrite (
    rewrite_id text not null references log_rewrites (id),
    seq bigint not null,
    global_position bigint not null,
    hash bytea not null,
    sealed_at timestamptz not null,
    primary key (rewrite_id, seq)
  );`,
};

export interface RewriteResult {
  readonly eventsSealed: number;
  readonly metadataCleared: number;
  readonly streamsRenamed: number;
  readonly linksResealed: number;
}

/**
 * Seals the personal data of a log written before the store sealed it: the only time the log is rewritten, as the
 * store starts, before it reads or writes anything else. Refused (the store runs on, nothing changed, tried again at
 * the next start) when the audit seal does not verify first: a rewrite must never bless an alteration.
 *
 * In one transaction, with the log locked against every other reader and writer: each event of a type with
 * personal fields not yet sealed gets its fields sealed in place (same position, version and time), the acting
 * users' emails leave the metadata, the address claims' streams are renamed by their blind index, the seal's links
 * are kept aside and computed again over the same events in the same order. A `LogRewritten` event then records
 * the step in the log, where the seal covers it like any other. Null when there was nothing to do (a new store).
 */
export async function sealPersonalDataOfLog(deps: { pool: pg.Pool; store: EventStore; logger: Logger }): Promise<RewriteResult | null> {
  const { pool, store, logger } = deps;
  const vault = store.vault;
  if (!vault) throw new Error('sealing the log needs the personal data vault');
  if ((await pool.query('select 1 from log_rewrites where id = $1', [personalDataRewriteId])).rowCount) return null;
  const personalTypes = [...personalEventTypes(store)];
  const before = await verifyAuditSeal(pool);
  if (before.problems.length > 0) {
    logger.error('the log was not rewritten to seal personal data: its audit seal does not verify', { problems: before.problems.slice(0, 3) });
    return null;
  }

  const result = await inTransaction(pool, async (client) => {
    // Taken before anything else: no instance reads or writes the log while it changes.
    await client.query('lock table events, audit_seal in access exclusive mode');
    if ((await client.query('select 1 from log_rewrites where id = $1', [personalDataRewriteId])).rowCount) return null;
    await client.query('alter table events disable trigger events_immutable');
    await client.query('alter table audit_seal disable trigger audit_seal_immutable');
    const eventsSealed = await sealEvents(client, store, personalTypes);
    const metadataCleared = (await client.query(`update events set metadata = metadata #- '{actor,email}' where metadata->'actor' ? 'email'`)).rowCount ?? 0;
    const streamsRenamed = await renameEmailClaims(client, (email) => vault.blindIndex(email));
    // Folds of the plain events (and of streams now renamed): taken again from the log as it is read.
    await client.query('delete from stream_snapshots');
    const changed = eventsSealed + metadataCleared + streamsRenamed;
    await client.query(
      `insert into log_rewrites (id, events_sealed) values ($1, $2)`,
      [personalDataRewriteId, eventsSealed],
    );
    let linksResealed = 0;
    if (changed > 0) {
      await client.query(
        `insert into audit_seal_before_rewrite (rewrite_id, seq, global_position, hash, sealed_at)
         select $1, seq, global_position, hash, sealed_at from audit_seal`,
        [personalDataRewriteId],
      );
      linksResealed = await resealLinks(client);
    }
    await client.query('alter table events enable trigger events_immutable');
    await client.query('alter table audit_seal enable trigger audit_seal_immutable');
    return { eventsSealed, metadataCleared, streamsRenamed, linksResealed, changed };
  });
  if (!result || result.changed === 0) return null;

  const after = await verifyAuditSeal(pool);
  if (after.problems.length > 0) logger.error('the audit seal does not verify after sealing personal data', { problems: after.problems.slice(0, 3) });
  const headBefore = before.head ? { seq: before.head.eventCount, position: before.head.position, hash: before.head.hash } : null;
  const headAfter = after.head ? { seq: after.head.eventCount, position: after.head.position, hash: after.head.hash } : null;
  await store.append(
    [
      {
        streamId: logRewritesStreamId,
        streamType: 'log-rewrites',
        expectedVersion: 0,
        events: [
          {
            type: 'LogRewritten',
            data: {
              rewriteId: personalDataRewriteId,
              reason,
              eventsSealed: result.eventsSealed,
              metadataCleared: result.metadataCleared,
              streamsRenamed: result.streamsRenamed,
              verifiedBefore: before.verified,
              headBefore,
              headAfter,
              rewrittenAt: new Date().toISOString(),
            },
          },
        ],
      },
    ],
    { actor: systemActor, correlationId: `log-rewrite-${personalDataRewriteId}` },
  );
  logger.warn('sealed the personal data the log held in plain text (the one rewrite of the log, ADR 068)', {
    eventsSealed: result.eventsSealed,
    metadataCleared: result.metadataCleared,
    streamsRenamed: result.streamsRenamed,
    linksResealed: result.linksResealed,
    sealHeadBefore: headBefore?.hash ?? null,
  });
  const { changed: _changed, ...counts } = result;
  return counts;
}

function personalEventTypes(store: EventStore): Set<string> {
  const types = new Set<string>();
  for (const type of store.catalogue.types()) if (store.catalogue.definition(type).personal) types.add(type);
  return types;
}

/** Seals, a batch at a time, every stored event of these types whose personal fields are still plain. */
async function sealEvents(client: pg.PoolClient, store: EventStore, types: readonly string[]): Promise<number> {
  let after = 0;
  let sealed = 0;
  for (;;) {
    const rows = await client.query<{ global_position: string; stream_id: string; type: string; schema_version: number; data: Record<string, unknown> }>(
      `select global_position, stream_id, type, schema_version, data from events
       where type = any($1::text[]) and not (data ? '${personalBoxField}') and global_position > $2
       order by global_position limit $3`,
      [types, after, batchSize],
    );
    if (rows.rows.length === 0) return sealed;
    const positions: string[] = [];
    const datas: string[] = [];
    for (const row of rows.rows) {
      const fields = store.catalogue.definition(row.type).personal!;
      positions.push(row.global_position);
      // Sealed as stored, in its own version: only the fields the declaration names move into the box.
      datas.push(JSON.stringify(await store.vault!.seal(row.type, row.stream_id, row.data, fields, { client })));
    }
    await client.query(
      `update events e set data = u.d::jsonb from unnest($1::bigint[], $2::text[]) as u(p, d) where e.global_position = u.p`,
      [positions, datas],
    );
    sealed += rows.rows.length;
    after = Number(rows.rows[rows.rows.length - 1]!.global_position);
  }
}

/** Renames each address claim's stream from the address to its blind index; returns how many streams. */
async function renameEmailClaims(client: pg.PoolClient, digest: (email: string) => string): Promise<number> {
  const streams = await client.query<{ stream_id: string }>(
    `select distinct stream_id from events where stream_id like $1 and stream_id like '%@%'`,
    [`${emailClaimPrefix}%`],
  );
  for (const { stream_id: old } of streams.rows) {
    // One statement per stream: each event's link to its previous version is checked once all of them moved.
    await client.query('update events set stream_id = $2 where stream_id = $1', [old, emailClaimPrefix + digest(old.slice(emailClaimPrefix.length))]);
  }
  return streams.rows.length;
}

/** Computes every link of the seal again, in its order, over the events as they are now stored. */
async function resealLinks(client: pg.PoolClient): Promise<number> {
  let previous: Buffer = genesis;
  let afterSeq = 0;
  let count = 0;
  for (;;) {
    const links = await client.query<[string, ...CanonicalRow]>({
      rowMode: 'array',
      text: `select l.seq::text, ${canonicalColumns} from audit_seal l join events e on e.global_position = l.global_position
             where l.seq > $1 order by l.seq limit $2`,
      values: [afterSeq, batchSize],
    });
    if (links.rows.length === 0) return count;
    const seqs: string[] = [];
    const hashes: string[] = [];
    for (const [seq, ...row] of links.rows) {
      previous = nextLink(previous, row as CanonicalRow);
      seqs.push(seq);
      hashes.push(previous.toString('hex'));
    }
    await client.query(
      `update audit_seal l set hash = decode(u.h, 'hex') from unnest($1::bigint[], $2::text[]) as u(s, h) where l.seq = u.s`,
      [seqs, hashes],
    );
    count += links.rows.length;
    afterSeq = Number(seqs[seqs.length - 1]);
  }
}

/** The recorded rewrites of the log, oldest first, as their LogRewritten events say. */
export async function readLogRewrites(db: Queryable): Promise<LogRewrittenData[]> {
  const result = await db.query<{ data: LogRewrittenData }>(
    `select data from events where stream_id = $1 and type = 'LogRewritten' order by stream_version`,
    [logRewritesStreamId],
  );
  return result.rows.map((row) => row.data);
}

/** The link at a position as it was before the rewrite, or null. */
export async function linkBeforeRewrite(db: Queryable, position: number): Promise<{ rewriteId: string; hash: string } | null> {
  const result = await db.query<{ rewrite_id: string; hash: Buffer }>(
    'select rewrite_id, hash from audit_seal_before_rewrite where global_position = $1 order by rewrite_id limit 1',
    [position],
  );
  const row = result.rows[0];
  return row ? { rewriteId: row.rewrite_id, hash: row.hash.toString('hex') } : null;
}
