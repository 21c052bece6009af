// replay: a log of 1,000,000 events (BENCH_QUICK: 50,000) generated straight into the events table, then every
// read model rebuilt with rebuildProjection, against a plain keyset read of the same log.
import pg from 'pg';
import { EventStore, storeCatalogue } from '../../events/index.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../infra/schema.js';
import { allProjections, rebuildProjection } from '../../projections/index.js';
import { quick, roundsFor } from './lib/env.js';
import { startCluster } from './lib/postgres.js';
import { generateLog, shapeFor } from './lib/replay-data.js';
import { atLeast, type Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

const batchSize = 5000;

/** The reference: read the whole log in commit order, in batches, as fast as a client can. */
async function readLog(pool: pg.Pool): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const client = await pool.connect();
  let events = 0;
  try {
    let after = { transactionId: '0', position: 0 };
    for (;;) {
      const { rows } = await client.query<{ transaction_id: string; global_position: number }>(
        `select * from events where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         order by transaction_id, global_position limit $3`,
        [after.transactionId, after.position, batchSize],
      );
      events += rows.length;
      if (rows.length < batchSize) break;
      const last = rows[rows.length - 1]!;
      after = { transactionId: String(last.transaction_id), position: Number(last.global_position) };
    }
  } finally {
    client.release();
  }
  return { events, seconds: (performance.now() - started) / 1000 };
}

export const replay: Bench = (context) =>
  withScope('replay', async (scope) => {
    const rounds = roundsFor(quick ? 2 : 2);
    const eventCount = Number(process.env.BENCH_REPLAY_EVENTS) || (quick ? 50_000 : 1_000_000);
    const notes: string[] = [];
    const cluster = await startCluster(scope, 'replay');
    const url = await cluster.database('replay');
    const logger = createLogger('error');
    // As the rebuild CLI does: a small pool.
    const pool = createPool(url, { max: 4, logger, applicationName: 'bench-replay' });
    scope.defer('close the pool', () => pool.end());
    // Counts the SQL statements each rebuild sends (a diagnostic: round trips per event).
    let statements = 0;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        statements += 1;
        return query(...args);
      };
    });
    await migrate(pool, storeMigrations);
    const store = new EventStore(pool, storeCatalogue);

    // Generation, with the per-row checks (the previous-version foreign key's triggers) off in this throw-away
    // database only; the generator writes contiguous versions itself.
    const shape = shapeFor(eventCount);
    const generationStarted = performance.now();
    const client = await pool.connect();
    try {
      await client.query('alter table events disable trigger all');
      try {
        await generateLog(client, shape, (line) =>
          context.log(`generating: ${line} (${((performance.now() - generationStarted) / 1000).toFixed(0)} s)`),
        );
      } finally {
        await client.query('alter table events enable trigger all');
      }
      await client.query('discard temp');
    } finally {
      client.release();
    }
    const generationSeconds = (performance.now() - generationStarted) / 1000;
    await pool.query('vacuum analyze events');
    const counted = Number((await pool.query<{ n: number }>('select count(*) as n from events')).rows[0]!.n);
    context.log(
      `generated ${counted.toLocaleString('en-US')} events in ${generationSeconds.toFixed(0)} s ` +
        `(${shape.products} products, ${shape.users} customers, ${shape.orders} orders)`,
    );
    if (counted !== eventCount) throw new Error(`generated ${counted} events, wanted ${eventCount}`);

    // The log must be one the store could have written: contiguous versions per stream, in log order.
    const broken = await pool.query<{ n: number }>(
      `select count(*) as n from (
         select stream_version, lag(stream_version) over (partition by stream_id order by transaction_id, global_position) as previous
         from events) v
       where stream_version <> coalesce(previous, 0) + 1`,
    );
    if (Number(broken.rows[0]!.n) !== 0) throw new Error(`${broken.rows[0]!.n} events break their stream's version order`);
    // ... and its data must pass the catalogue's schemas (a random sample plus one of every type).
    const sample = await pool.query<{ type: string; data: unknown }>(
      `(select type, data from events tablesample bernoulli (0.5))
       union all (select distinct on (type) type, data from events order by type, global_position desc)`,
    );
    const types = new Map<string, number>();
    let invalid = 0;
    for (const row of sample.rows) {
      const parsed = storeCatalogue.definition(row.type).schema.safeParse(row.data);
      if (!parsed.success) {
        invalid += 1;
        if (invalid <= 3) notes.push(`invalid ${row.type}: ${parsed.error.message.slice(0, 200)}`);
      }
      types.set(row.type, (types.get(row.type) ?? 0) + 1);
    }
    if (invalid > 0) throw new Error(`${invalid} sampled events fail their schema: ${notes.join('; ')}`);
    const mix = await pool.query<{ type: string; n: number }>('select type, count(*) as n from events group by type order by 2 desc');
    context.log(`checked: versions contiguous, ${sample.rows.length} sampled events valid (${types.size} types)`);
    context.log(`mix: ${mix.rows.map((row) => `${row.type} ${Number(row.n).toLocaleString('en-US')}`).join(', ')}`);

    // The live read models stand at the head of the log (as in a running store), so a rebuild only replays the
    // log into its shadow tables; round 1 swaps full tables in, later rounds compare against them.
    await pool.query(
      `insert into projection_checkpoints (name, transaction_id, global_position)
       select p.name, last.transaction_id, last.global_position from unnest($1::text[]) as p(name),
         (select transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1) last
       on conflict (name) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
      [allProjections.map((projection) => projection.name)],
    );

    const header: Cell[] = ['round', 'run', 'seconds', 'events/s', ...allProjections.map((projection) => projection.name)];
    const rows: Cell[][] = [header];
    const overall: number[] = [];
    const perProjection: Record<string, number[]> = {};
    const referenceRates: number[] = [];
    const handledBy = (name: string) =>
      mix.rows.filter((row) => allProjections.find((p) => p.name === name)!.handles.includes(row.type)).reduce((sum, row) => sum + Number(row.n), 0);
    const statementsPerHandled: Record<string, number> = {};
    let allMatched = true;
    for (let index = 1; index <= rounds; index++) {
      const read = await readLog(pool);
      referenceRates.push(read.events / read.seconds);
      rows.push([index, 'plain read', read.seconds, read.events / read.seconds, ...allProjections.map(() => null)]);

      const seconds: number[] = [];
      for (const projection of allProjections) {
        const started = performance.now();
        const statementsBefore = statements;
        const result = await rebuildProjection(pool, store, projection, { batchSize });
        statementsPerHandled[projection.name] = (statements - statementsBefore) / Math.max(1, handledBy(projection.name));
        const elapsed = (performance.now() - started) / 1000;
        seconds.push(elapsed);
        if (!quick) context.log(`  round ${index}: ${projection.name} rebuilt in ${elapsed.toFixed(1)} s`);
        (perProjection[projection.name] ??= []).push(result.events / elapsed);
        if (index > 1 && !result.matches) {
          allMatched = false;
          notes.push(`round ${index}: ${projection.name} differed: ${JSON.stringify(result.differences)}`);
        }
      }
      const total = seconds.reduce((sum, value) => sum + value, 0);
      overall.push(counted / total);
      rows.push([index, 'rebuild all', total, counted / total, ...seconds]);
      context.log(`round ${index}: plain read ${Math.round(read.events / read.seconds)} events/s; rebuild of every read model ${total.toFixed(1)} s = ${Math.round(counted / total)} events/s`);
    }
    rows.push(['', 'per model events/s', null, null, ...allProjections.map((projection) => median(perProjection[projection.name]!))]);
    rows.push(['', 'handled events', null, null, ...allProjections.map((projection) => handledBy(projection.name))]);
    rows.push(['', 'SQL per handled', null, null, ...allProjections.map((projection) => round(statementsPerHandled[projection.name]!, 2))]);
    if (rounds > 1) notes.push(allMatched ? 'rounds 2+: every rebuilt read model equalled the one it replaced' : 'some rebuilt read models differed (see above)');
    notes.push('events/s of "rebuild all" = events in the log / time to rebuild every read model one after another (as npm run projections:rebuild does)');

    const rate = median(overall);
    return {
      rounds: rows,
      figures: {
        events: counted,
        shape,
        generationSeconds: round(generationSeconds, 1),
        rebuildAllSeconds: round(counted / rate, 1),
        rebuildEventsPerSecond: round(rate, 0),
        perProjectionEventsPerSecond: Object.fromEntries(
          Object.entries(perProjection).map(([name, values]) => [name, round(median(values), 0)]),
        ),
        plainReadEventsPerSecond: round(median(referenceRates), 0),
        sqlStatementsPerHandledEvent: Object.fromEntries(
          Object.entries(statementsPerHandled).map(([name, value]) => [name, round(value, 2)]),
        ),
        typeMix: Object.fromEntries(mix.rows.map((row) => [row.type, Number(row.n)])),
      },
      targets: [atLeast('replay: rebuild of every read model', round(rate, 0), 50_000, 'events/s')],
      notes,
    };
  });
