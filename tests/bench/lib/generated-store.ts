// A database holding a generated log, made ready for a store to serve: generated, sealed as the audit seal
// reactor would have sealed it, the reactors placed at its head, and (optionally) every read model rebuilt.
import type pg from 'pg';
import { foldStream, startOfLog, storeCatalogue, EventStore, parseMasterKey, PersonalDataVault, writeSnapshot } from '../../../events/index.js';
import { benchDataKey } from './env.js';
import { restoreSequences } from '../../../app/backup/sequences.js';
import { inTransaction } from '../../../infra/db.js';
import { migrate } from '../../../infra/migrate.js';
import { storeMigrations } from '../../../app/schema.js';
import { readLogSpan } from '../../../projections/engine/log-reader.js';
import { allProjections, rebuildProjections } from '../../../projections/index.js';
import { auditSealName, auditSealReactor, sealPersonalDataOfLog } from '../../../services/audit/index.js';
import { createLogger } from '../../../infra/logger.js';
import { productForOrder } from '../../../services/orders/product-stock.decider.js';
import { generateLog, type LogShape } from './replay-data.js';

/** Writes the log with the per-row checks (the previous-version foreign key's triggers) off, in a throw-away database. */
export async function writeGeneratedLog(pool: pg.Pool, shape: LogShape, progress: (line: string) => void): Promise<void> {
  await migrate(pool, storeMigrations);
  const client = await pool.connect();
  try {
    await client.query('alter table events disable trigger all');
    try {
      await generateLog(client, shape, progress);
    } finally {
      await client.query('alter table events enable trigger all');
    }
    await client.query('discard temp');
    // A store appending after the generated log goes on from it: the next order number and log position.
    await restoreSequences(client, []);
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze events');
}

/**
 * The personal fields of the generated log (written in plain text) sealed under per-person keys, by the one rewrite a
 * store makes at its start (ADR 068): done here, before the audit seal, so that the store the bench starts finds a
 * sealed log and starts as a running store does. Answers the events it sealed.
 */
export async function sealPersonalData(pool: pg.Pool): Promise<number> {
  const store = new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey)));
  const rewrite = await sealPersonalDataOfLog({ pool, store, logger: createLogger('error') });
  await pool.query('vacuum analyze events');
  return rewrite?.eventsSealed ?? 0;
}

/** What the audit seal reactor does in a running store, over the generated log: a link per event, in order. */
export async function sealLog(pool: pg.Pool): Promise<void> {
  let after = startOfLog;
  for (;;) {
    const span = await readLogSpan(pool, new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey))), after, 5000, null);
    if (!span.end) break;
    await inTransaction(pool, (client) => auditSealReactor.apply(client, span.events));
    after = span.end;
  }
  await pool.query(
    `insert into projection_checkpoints (name, transaction_id, global_position) values ($1, $2::text::xid8, $3)`,
    [auditSealName, after.transactionId.toString(), after.globalPosition],
  );
}

/**
 * Places reactors at the head of the log, as in a store that has run all along: their work for the past (low-stock
 * jobs, order mail) was done then, and must not be done again by the store the bench starts.
 */
export async function placeReactorsAtHead(pool: pg.Pool, names: readonly string[]): Promise<void> {
  await pool.query(
    `insert into projection_checkpoints (name, transaction_id, global_position)
     select p.name, last.transaction_id, last.global_position from unnest($1::text[]) as p(name),
       (select transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1) last
     on conflict (name) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
    [names],
  );
}

/** Every read model built from the log, as `npm run projections:rebuild` does. */
export async function rebuildReadModels(pool: pg.Pool): Promise<void> {
  await rebuildProjections(pool, new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey))), allProjections, {});
}

/**
 * The snapshots of the products' streams an order reads, as a store that has run all along keeps them (one taken
 * whenever a read goes `every` events past the last): each stream's snapshot stands 0 to `every - 1` events before
 * its end, spread by the stream's length, so a cold order reads a snapshot and a few events, as it would there.
 */
export async function keepProductSnapshots(pool: pg.Pool): Promise<number> {
  const store = new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey)));
  const snapshotting = productForOrder.snapshot;
  const every = snapshotting.every!;
  const streams = await pool.query<{ stream_id: string }>(`select distinct stream_id from events where stream_type = 'product'`);
  let taken = 0;
  for (let start = 0; start < streams.rows.length; start += 500) {
    const batch = streams.rows.slice(start, start + 500).map((row) => ({ streamId: row.stream_id, afterVersion: 0 }));
    const read = await store.readStreams(batch);
    for (const [streamId, events] of read) {
      if (events.length < every) continue;
      const upTo = events.slice(0, events.length - (events.length % every));
      await writeSnapshot(pool, snapshotting, streamId, { state: snapshotting.toJson(foldStream(productForOrder, upTo)), version: upTo.at(-1)!.streamVersion });
      taken += 1;
    }
  }
  return taken;
}
