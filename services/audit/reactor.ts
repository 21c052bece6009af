import { defineProjection, everyEvent, type Projection } from '../../projections/engine/projection.js';
import { canonicalColumns, genesis, nextLink, type CanonicalRow } from './chain.js';
import { readHeadLink } from './seal-table.js';

export const auditSealName = 'audit_seal';

/**
 * Seals every event of the log into the hash chain, in the order the log reader delivers them (commit order), in
 * the transaction that moves this reactor's checkpoint: a link exists exactly when the checkpoint passed its
 * event. It owns no read-model tables and is never rebuilt: its links record what the log held when it was sealed,
 * and sealing it again from today's log would bless whatever changed since.
 *
 * The events handed in give the order; their sealed fields are read again as the database's own text, because
 * the engine's copies are parsed and upcast, and neither is what is stored.
 */
export const auditSealReactor: Projection = defineProjection({
  name: auditSealName,
  handles: [everyEvent],
  tables: [],
  migrations: [],
  async apply(client, events) {
    const positions = events.map((event) => event.globalPosition);
    const [head, stored] = await Promise.all([
      readHeadLink(client),
      client.query<CanonicalRow>({
        name: 'audit-seal-events',
        rowMode: 'array',
        text: `select ${canonicalColumns} from events e where e.global_position = any($1::bigint[])`,
        values: [positions],
      }),
    ]);
    const byPosition = new Map(stored.rows.map((row) => [Number(row[0]), row]));
    let hash: Buffer = head?.hash ?? genesis;
    let seq = head?.seq ?? 0;
    const seqs: number[] = [];
    const hashes: string[] = [];
    for (const position of positions) {
      const row = byPosition.get(position);
      if (!row) throw new Error(`Event ${position} vanished from the log before it was sealed`);
      hash = nextLink(hash, row);
      seqs.push((seq += 1));
      hashes.push(hash.toString('hex'));
    }
    await client.query({
      name: 'audit-seal-links',
      text: `insert into audit_seal (global_position, seq, hash)
             select p, s, decode(h, 'hex') from unnest($1::bigint[], $2::bigint[], $3::text[]) as l(p, s, h)`,
      values: [positions, seqs, hashes],
    });
  },
});
