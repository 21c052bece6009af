// A database holding a generated log, made ready for a store to serve: generated, sealed as the audit seal
// reactor would have sealed it, the reactors placed at its head, and (optionally) every read model rebuilt.
import type pg from 'pg';
import { startOfLog, storeCatalogue, EventStore, parseMasterKey, PersonalDataVault } from '../../../events/index.js';
import { benchDataKey } from './env.js';
import { restoreSequences } from '../../../app/backup/sequences.js';
import { inTransaction } from '../../../infra/db.js';
import { migrate } from '../../../infra/migrate.js';
import { storeMigrations } from '../../../app/schema.js';
import { readLogSpan } from '../../../projections/engine/log-reader.js';
import { allProjections, rebuildProjections } from '../../../projections/index.js';
import { auditSealName, auditSealReactor } from '../../../services/audit/index.js';
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
