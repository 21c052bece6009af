import type pg from 'pg';
import { canonicalColumns, genesis, nextLink, type CanonicalRow } from './chain.js';
import { auditSealName } from './reactor.js';
import { readHeadLink } from './seal-table.js';

export type ProblemKind = 'altered' | 'removed' | 'inserted';

export interface SealProblem {
  readonly kind: ProblemKind;
  readonly position: number;
  readonly detail: string;
}

export interface VerifyResult {
  /** Links whose event was found and recomputed to the same hash. */
  readonly verified: number;
  /** The newest link: null when nothing is sealed yet. */
  readonly head: { readonly position: number; readonly hash: string; readonly eventCount: number } | null;
  /** Events committed after the sealed head (not sealed yet: not judged). */
  readonly unsealed: number;
  /** In chain order, the first one first; the walk stops after `maxProblems`. */
  readonly problems: readonly SealProblem[];
}

export interface VerifyOptions {
  readonly batchSize?: number;
  readonly maxProblems?: number;
  readonly onProgress?: (checked: number, total: number) => void;
}

interface Horizon {
  readonly transactionId: string;
  readonly globalPosition: number;
}

interface StoredLink {
  readonly seq: number;
  readonly position: number;
  readonly hash: Buffer;
}

/**
 * Recomputes the chain from the log and compares it with the stored links, in one snapshot (a repeatable-read,
 * read-only transaction: it takes no transaction id, so it holds no reader of the log back).
 *
 * The log is read in the order the reactor was given it, (transaction id, position), up to the reactor's
 * checkpoint: everything there was sealed. Links are read by their number. The two walk side by side:
 * - same position: the recomputed hash must equal the stored one, else the event was altered;
 * - a link whose event is no longer in the log: removed;
 * - an event below the sealed head without a link: inserted;
 * - an event in the log and sealed, but at another place in commit order (its transaction id was changed):
 *   altered; which of the two out of step moved is told by looking one event ahead.
 * After a problem the walk goes on from the stored hash, so each later event is judged on its own.
 */
export async function verifyAuditSeal(pool: pg.Pool, options: VerifyOptions = {}): Promise<VerifyResult> {
  const batchSize = options.batchSize ?? 5000;
  const maxProblems = options.maxProblems ?? 20;
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const horizon = await readHorizon(client);
    const head = await readHeadLink(client);
    if (!horizon && head) throw new Error(`The seal has ${head.seq} links but no checkpoint`);
    const links = new Ahead(readLinks(client, batchSize));
    const events = new Ahead(horizon ? readSealedEvents(client, horizon, batchSize) : noEvents());
    const problems: SealProblem[] = [];
    const moved = new Set<number>();
    const report = (kind: ProblemKind, position: number, detail: string) => problems.push({ kind, position, detail });
    let previous: Buffer = genesis;
    let verified = 0;
    let reached = 0;

    const takeLink = async (link: StoredLink) => {
      previous = link.hash;
      reached = link.seq;
      await links.take();
      if (reached % batchSize === 0) options.onProgress?.(reached, head?.seq ?? 0);
    };

    while (problems.length < maxProblems) {
      const link = await links.peek();
      const row = await events.peek();
      if (!link && !row) break;
      const position = row ? Number(row[0]) : null;
      if (link && link.position === position) {
        if (nextLink(previous, row!).equals(link.hash)) verified += 1;
        else report('altered', link.position, 'the event differs from the event that was sealed');
        await events.take();
        await takeLink(link);
      } else if (link && moved.has(link.position)) {
        await takeLink(link);
      } else if (position !== null && moved.has(position)) {
        await events.take();
      } else if (link && !(await eventExists(client, link.position))) {
        report('removed', link.position, 'a sealed event is missing from the log');
        await takeLink(link);
      } else if (position !== null && !(await linkExists(client, position))) {
        report('inserted', position, 'an event below the sealed head was never sealed');
        await events.take();
      } else if (position !== null && (!link || Number((await events.peek(1))?.[0]) === link.position)) {
        // The link expected next follows this event: this one came forward.
        report('altered', position, 'the sealed event is at another place in commit order');
        moved.add(position);
        await events.take();
      } else {
        report('altered', link!.position, 'the sealed event is at another place in commit order');
        moved.add(link!.position);
        await takeLink(link!);
      }
    }
    options.onProgress?.(reached, head?.seq ?? 0);
    const unsealed = await countUnsealed(client, horizon);
    await client.query('commit');
    return {
      verified,
      head: head ? { position: head.position, hash: head.hash.toString('hex'), eventCount: head.seq } : null,
      unsealed,
      problems,
    };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** An async stream that can be looked into a few items ahead. */
class Ahead<T> {
  private readonly buffered: T[] = [];
  private done = false;

  constructor(private readonly source: AsyncIterator<T>) {}

  async peek(index = 0): Promise<T | undefined> {
    while (this.buffered.length <= index && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else this.buffered.push(next.value);
    }
    return this.buffered[index];
  }

  async take(): Promise<void> {
    await this.peek();
    this.buffered.shift();
  }
}

async function readHorizon(client: pg.PoolClient): Promise<Horizon | null> {
  const result = await client.query<{ transaction_id: string; global_position: number }>(
    `select transaction_id::text as transaction_id, global_position from projection_checkpoints where name = $1`,
    [auditSealName],
  );
  const row = result.rows[0];
  return row && Number(row.global_position) > 0
    ? { transactionId: row.transaction_id, globalPosition: Number(row.global_position) }
    : null;
}

async function* readLinks(client: pg.PoolClient, batchSize: number): AsyncGenerator<StoredLink> {
  let after = 0;
  for (;;) {
    const result = await client.query<{ seq: number; global_position: number; hash: Buffer }>(
      'select seq, global_position, hash from audit_seal where seq > $1 order by seq limit $2',
      [after, batchSize],
    );
    for (const row of result.rows) yield { seq: Number(row.seq), position: Number(row.global_position), hash: row.hash };
    if (result.rows.length < batchSize) return;
    after = Number(result.rows[result.rows.length - 1]!.seq);
  }
}

/** The log up to the seal's checkpoint, in the reader's order, as canonical rows. */
async function* readSealedEvents(client: pg.PoolClient, horizon: Horizon, batchSize: number): AsyncGenerator<CanonicalRow> {
  let after = { transactionId: '0', globalPosition: 0 };
  for (;;) {
    const result = await client.query<[...CanonicalRow, string]>({
      rowMode: 'array',
      text: `select ${canonicalColumns}, e.transaction_id::text from events e
             where (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
               and (e.transaction_id, e.global_position) <= ($3::text::xid8, $4::bigint)
             order by e.transaction_id, e.global_position
             limit $5`,
      values: [after.transactionId, after.globalPosition, horizon.transactionId, horizon.globalPosition, batchSize],
    });
    for (const row of result.rows) yield row.slice(0, 9) as CanonicalRow;
    if (result.rows.length < batchSize) return;
    const last = result.rows[result.rows.length - 1]!;
    after = { transactionId: last[9], globalPosition: Number(last[0]) };
  }
}

async function* noEvents(): AsyncGenerator<CanonicalRow> {}

async function eventExists(client: pg.PoolClient, position: number): Promise<boolean> {
  const result = await client.query('select 1 from events where global_position = $1', [position]);
  return result.rowCount === 1;
}

async function linkExists(client: pg.PoolClient, position: number): Promise<boolean> {
  const result = await client.query('select 1 from audit_seal where global_position = $1', [position]);
  return result.rowCount === 1;
}

async function countUnsealed(client: pg.PoolClient, horizon: Horizon | null): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*) as n from events where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)`,
    [horizon?.transactionId ?? '0', horizon?.globalPosition ?? 0],
  );
  return Number(result.rows[0]?.n ?? 0);
}
