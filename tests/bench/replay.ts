// replay: a log of 1,000,000 events (BENCH_QUICK: 50,000) generated straight into the events table, then every
// read model rebuilt with rebuildProjections (as npm run projections:rebuild does: orders, stats and shoppers'
// notifications filled inside the database, the catalog's stock set there after the shared pass, the rest through
// the shared pass in Node), against a plain keyset read of the same log. The generated log holds its personal fields
// in plain text, as a log written before they were sealed: it is sealed first by the one rewrite a store makes at
// its start (sealPersonalDataOfLog), timed, so every rebuild opens the boxes as it would in a store. BENCH_REPLAY_IN_NODE=1 rebuilds every read
// model through the shared pass in Node instead (the way before), for comparison.
import path from 'node:path';
import pg from 'pg';
import { EventStore, storeCatalogue, parseMasterKey, PersonalDataVault, personalBoxField } from '../../events/index.js';
import { sealPersonalDataOfLog } from '../../services/audit/index.js';
import { benchDataKey } from './lib/env.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';
import { allProjections, rebuildProjections, type Projection } from '../../projections/index.js';
import { openPersonalFields, settledEnd } from '../../projections/engine/from-log.js';
import { clusterCpuSeconds, ownCpuSeconds } from './lib/cpu.js';
import { quick, roundsFor } from './lib/env.js';
import { startCluster } from './lib/postgres.js';
import { generateLog, shapeFor } from './lib/replay-data.js';
import { atLeast, type Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

/** Rows per read of the reference (the rebuild uses its own default batch size, as the product does). */
const batchSize = 5000;

/** Events per second the rebuild of every read model must reach. */
const target = 100_000;


/** The client an apply is handed, counting the statements it sends under the read model's name. */
function countingStatements(client: pg.PoolClient, name: string, counts: Map<string, number>): pg.PoolClient {
  return new Proxy(client, {
    get(target, key) {
      if (key !== 'query') return Reflect.get(target, key, target);
      return (...args: Parameters<pg.PoolClient['query']>) => {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}

/** A value with its objects' keys in order, to compare two JSON documents whatever order their keys came in. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, sortKeys(item)]));
  }
  return value;
}

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
    // Round 1 rebuilds through Node (the way every read model used to be rebuilt, and the live runner's own apply)
    // and swaps those tables in; later rounds fill inside the database and are compared with them.
    const rounds = roundsFor(3);
    const inNode = process.env.BENCH_REPLAY_IN_NODE === '1';
    const throughNode = (index: number) => inNode || index === 1;
    const nodeRates: number[] = [];
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
    const store = new EventStore(pool, storeCatalogue, new PersonalDataVault(pool, parseMasterKey(benchDataKey)));
    // Counts what opening personal fields costs this process: sealed events opened and the wall time of the calls
    // (which also read the rows' other events and the keys not yet known; they overlap when two read models open at once).
    const opening = { events: 0, seconds: 0 };
    const openPersonalData = store.openPersonalData.bind(store);
    store.openPersonalData = async (rows) => {
      const openingStarted = performance.now();
      try {
        return await openPersonalData(rows);
      } finally {
        opening.events += rows.filter((row) => typeof row.data === 'object' && row.data !== null && personalBoxField in row.data).length;
        opening.seconds += (performance.now() - openingStarted) / 1000;
      }
    };

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
    const generated = Number((await pool.query<{ n: number }>('select count(*) as n from events')).rows[0]!.n);
    context.log(
      `generated ${generated.toLocaleString('en-US')} events in ${generationSeconds.toFixed(0)} s ` +
        `(${shape.products} products, ${shape.users} customers, ${shape.orders} orders)`,
    );
    if (generated !== eventCount) throw new Error(`generated ${generated} events, wanted ${eventCount}`);

    // The log must be one the store could have written: contiguous versions per stream, in log order.
    const broken = await pool.query<{ n: number }>(
      `select count(*) as n from (
         select stream_version, lag(stream_version) over (partition by stream_id order by transaction_id, global_position) as previous
         from events) v
       where stream_version <> coalesce(previous, 0) + 1`,
    );
    if (Number(broken.rows[0]!.n) !== 0) throw new Error(`${broken.rows[0]!.n} events break their stream's version order`);
    // ... and its data must pass the catalogue's schemas (a random sample plus one of every type).
    const sample = await pool.query<{ type: string; schema_version: number; data: unknown }>(
      `(select type, schema_version, data from events tablesample bernoulli (0.5))
       union all (select distinct on (type) type, schema_version, data from events order by type, global_position desc)`,
    );
    const types = new Map<string, number>();
    let invalid = 0;
    for (const row of sample.rows) {
      // As a reader sees it: older shapes lifted to the current one first.
      const data = storeCatalogue.upcast(row.type, row.schema_version, row.data);
      const parsed = storeCatalogue.definition(row.type).schema.safeParse(data);
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

    // BENCH_REPLAY_PLAIN=1 leaves the generated log as it is (personal fields in plain text, as before they were
    // sealed): the same rebuild without opening anything, for comparison.
    const plainLog = process.env.BENCH_REPLAY_PLAIN === '1';
    const rewriteFigures = plainLog ? null : await (async () => {
      // The one rewrite that seals the personal fields of a log written before they were sealed, as a store's start
      // runs it (with the log locked). A sample of personal events must read back through the store as generated.
      const personalTypes = storeCatalogue.types().filter((type) => storeCatalogue.definition(type).personal);
      const plainSample = await pool.query<{ global_position: string; type: string; schema_version: number; data: Record<string, unknown> }>(
        `select global_position, type, schema_version, data from events tablesample bernoulli (1)
         where type = any($1::text[]) limit 500`,
        [personalTypes],
      );
      const rewriteCpuBefore = { postgres: clusterCpuSeconds(path.join(cluster.dataDir, 'postgres')), node: ownCpuSeconds() };
      const rewriteStarted = performance.now();
      const rewrite = await sealPersonalDataOfLog({ pool, store, logger });
      const rewriteSeconds = (performance.now() - rewriteStarted) / 1000;
      const rewriteCpu = {
        postgres: clusterCpuSeconds(path.join(cluster.dataDir, 'postgres')) - rewriteCpuBefore.postgres,
        node: ownCpuSeconds() - rewriteCpuBefore.node,
      };
      if (!rewrite || rewrite.eventsSealed === 0) throw new Error('the rewrite sealed nothing: the generated log holds no personal fields?');
      const vacuumStarted = performance.now();
      await pool.query('vacuum analyze events');
      const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
      const boxes = await pool.query<{ personal: number; boxed: number; keys: number }>(
        `select count(*)::int as personal, (count(*) filter (where data ? '${personalBoxField}'))::int as boxed,
           (select count(*)::int from personal_data_keys) as keys
         from events where type = any($1::text[])`,
        [personalTypes],
      );
      const sealedCounts = boxes.rows[0]!;
      if (sealedCounts.boxed !== sealedCounts.personal) throw new Error(`${sealedCounts.personal - sealedCounts.boxed} personal events left unsealed`);
      const resealed = await pool.query<{ global_position: string; type: string; data: Record<string, unknown> }>(
        'select global_position, type, data from events where global_position = any($1::bigint[]) order by global_position',
        [plainSample.rows.map((row) => row.global_position)],
      );
      const reopened = await store.openPersonalData(resealed.rows);
      const byPosition = new Map(plainSample.rows.map((row) => [row.global_position, row.data]));
      const mismatched = resealed.rows.filter((row, index) => {
        const stored = row.data as Record<string, unknown>;
        return !(personalBoxField in stored) || JSON.stringify(sortKeys(reopened[index])) !== JSON.stringify(sortKeys(byPosition.get(row.global_position)));
      });
      if (mismatched.length > 0) throw new Error(`${mismatched.length} of ${resealed.rows.length} sampled events do not read back as generated`);
      const rewriteLine =
        `sealed the log: ${rewrite.eventsSealed.toLocaleString('en-US')} personal events of ${eventCount.toLocaleString('en-US')} ` +
        `(${sealedCounts.keys.toLocaleString('en-US')} data keys made, ${rewrite.streamsRenamed.toLocaleString('en-US')} address claims renamed, ` +
        `${rewrite.metadataCleared.toLocaleString('en-US')} actors' emails cleared) in ${rewriteSeconds.toFixed(1)} s = ` +
        `${Math.round(eventCount / rewriteSeconds).toLocaleString('en-US')} log events/s, ` +
        `${Math.round(rewrite.eventsSealed / rewriteSeconds).toLocaleString('en-US')} sealed events/s ` +
        `(CPU: PostgreSQL ${rewriteCpu.postgres.toFixed(1)} s, Node ${rewriteCpu.node.toFixed(1)} s); then vacuum analyze ${vacuumSeconds.toFixed(1)} s; ` +
        `${resealed.rows.length} sampled personal events read back as generated`;
      context.log(rewriteLine);
      notes.push(rewriteLine);
      return {
        seconds: round(rewriteSeconds, 1),
        eventsSealed: rewrite.eventsSealed,
        logEventsPerSecond: round(eventCount / rewriteSeconds, 0),
        sealedEventsPerSecond: round(rewrite.eventsSealed / rewriteSeconds, 0),
        dataKeys: sealedCounts.keys,
        streamsRenamed: rewrite.streamsRenamed,
        metadataCleared: rewrite.metadataCleared,
        cpuSeconds: { postgres: round(rewriteCpu.postgres, 1), node: round(rewriteCpu.node, 1) },
        vacuumSeconds: round(vacuumSeconds, 1),
      };
    })();
    if (plainLog) context.log('BENCH_REPLAY_PLAIN=1: the log is left with its personal fields in plain text');

    // The live read models stand at the head of the log (as in a running store), so a rebuild only replays the
    // log into its shadow tables; round 1 swaps full tables in, later rounds compare against them.
    await pool.query(
      `insert into projection_checkpoints (name, transaction_id, global_position)
       select p.name, last.transaction_id, last.global_position from unnest($1::text[]) as p(name),
         (select transaction_id, global_position from events order by transaction_id desc, global_position desc limit 1) last
       on conflict (name) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position`,
      [allProjections.map((projection) => projection.name)],
    );

    // Per read model: statements its apply sends (counted on the client it is handed) and seconds it spends applying.
    const applyStatements = new Map<string, number>();
    const counted = allProjections.map((projection): Projection => ({
      ...projection,
      apply: (client, events) => projection.apply(countingStatements(client, projection.name, applyStatements), events),
    }));
    const names = allProjections.map((projection) => projection.name);
    const header: Cell[] = ['round', 'run', 'seconds', 'events/s', ...names];
    const rows: Cell[][] = [header];
    const overall: number[] = [];
    const ratios: number[] = [];
    const referenceRates: number[] = [];
    const phaseSeconds: Record<string, number[]> = {};
    const applySeconds: Record<string, number[]> = {};
    const finishSeconds: Record<string, number[]> = {};
    const handledBy = (name: string) =>
      mix.rows.filter((row) => allProjections.find((p) => p.name === name)!.handles.includes(row.type)).reduce((sum, row) => sum + Number(row.n), 0);
    let statementsPerEvent = 0;
    let allMatched = true;
    const databaseDir = path.join(cluster.dataDir, 'postgres');
    const cpuNow = () => ({ postgres: clusterCpuSeconds(databaseDir), node: ownCpuSeconds() });
    const cpuSince = (before: { postgres: number; node: number }) => {
      const now = cpuNow();
      return { postgres: now.postgres - before.postgres, node: now.node - before.node };
    };
    const cpuRounds: { round: number; way: string; readCpu: number; postgres: number; node: number }[] = [];
    const openingRounds: { round: number; events: number; seconds: number }[] = [];
    for (let index = 1; index <= rounds; index++) {
      const readCpuBefore = cpuNow();
      const read = await readLog(pool);
      const readCpu = cpuSince(readCpuBefore);
      referenceRates.push(read.events / read.seconds);
      rows.push([index, 'plain read', read.seconds, read.events / read.seconds, ...names.map(() => null)]);

      const phases: Record<string, number> = {};
      const applying: Record<string, number> = {};
      const finishing: Record<string, number> = {};
      let passEnded = 0;
      applyStatements.clear();
      const statementsBefore = statements;
      opening.events = 0;
      opening.seconds = 0;
      const cpuBefore = cpuNow();
      const started = performance.now();
      // What `npm run projections:rebuild` does: one pass over the log for every read model, then each finished.
      const results = await rebuildProjections(pool, store, counted, {
        inDatabase: !throughNode(index),
        onPhase: ({ phase, projection, seconds }) => {
          if (phase === 'read') passEnded = performance.now();
          if (phase === 'apply' || phase === 'from-log') applying[projection!] = (applying[projection!] ?? 0) + seconds;
          else if (projection && phase !== 'prepare') finishing[projection] = (finishing[projection] ?? 0) + seconds;
          phases[phase] = (phases[phase] ?? 0) + seconds;
        },
      });
      const total = (performance.now() - started) / 1000;
      const cpu = cpuSince(cpuBefore);
      openingRounds.push({ round: index, events: opening.events, seconds: round(opening.seconds, 2) });
      cpuRounds.push({
        round: index,
        way: throughNode(index) ? 'Node' : 'database',
        readCpu: round(readCpu.postgres + readCpu.node, 1),
        postgres: round(cpu.postgres, 1),
        node: round(cpu.node, 1),
      });
      statementsPerEvent = (statements - statementsBefore) / eventCount;
      if (throughNode(index) && !inNode) nodeRates.push(eventCount / total);
      else overall.push(eventCount / total);
      const pass = (passEnded - started) / 1000;
      (phaseSeconds['shared pass'] ??= []).push(pass);
      for (const phase of ['read', 'from-log', 'indexes', 'catch-up', 'compare', 'swap']) (phaseSeconds[phase] ??= []).push(phases[phase] ?? 0);
      for (const name of names) {
        (applySeconds[name] ??= []).push(applying[name] ?? 0);
        (finishSeconds[name] ??= []).push(finishing[name] ?? 0);
      }
      for (const result of results) {
        if (index > 1 && !result.matches) {
          allMatched = false;
          notes.push(`round ${index}: ${result.projection} differed: ${JSON.stringify(result.differences)}`);
        }
      }
      rows.push([index, throughNode(index) ? 'rebuild, Node' : 'rebuild, database', total, eventCount / total, ...names.map((name) => applying[name] ?? 0)]);
      if (!throughNode(index) || inNode) ratios.push(eventCount / total / (read.events / read.seconds));
      context.log(
        `round ${index}: plain read ${Math.round(read.events / read.seconds)} events/s; rebuild of every read model ` +
          `${total.toFixed(1)} s = ${Math.round(eventCount / total)} events/s = ` +
          `${(eventCount / total / (read.events / read.seconds)).toFixed(2)} × the plain read ` +
          `(target ${target.toLocaleString('en-US')} events/s; ${throughNode(index) ? 'every read model through Node' : 'fills inside the database'}; ` +
          `shared pass ended at ${pass.toFixed(1)} s, waiting for reads ${(phases.read ?? 0).toFixed(1)} s; summed over read ` +
          `models, two at a time: filling inside the database ${(phases['from-log'] ?? 0).toFixed(1)} s, indexes and foreign keys ` +
          `${(phases.indexes ?? 0).toFixed(1)}, catch-up ${(phases['catch-up'] ?? 0).toFixed(1)}, ` +
          `compare ${(phases.compare ?? 0).toFixed(1)}, swap ${(phases.swap ?? 0).toFixed(1)} s); ` +
          `CPU: plain read ${(readCpu.postgres + readCpu.node).toFixed(1)} s, rebuild ${(cpu.postgres + cpu.node).toFixed(1)} s ` +
          `(PostgreSQL ${cpu.postgres.toFixed(1)}, Node ${cpu.node.toFixed(1)}); personal fields opened: ` +
          `${opening.events.toLocaleString('en-US')} events, ${opening.seconds.toFixed(1)} s in the store's openPersonalData`,
      );
    }
    // Where the opening goes, apart from the rebuild: for each read model filled inside the database that reads
    // personal fields, its temporary table of opened fields filled alone (rolled back), and the same events opened
    // in Node alone (keys already known, rows already read).
    const openingAlone: { projection: string; types: readonly string[]; events: number; seconds: number; nodeSeconds: number }[] = [];
    const end = await settledEnd(pool);
    for (const projection of allProjections) {
      const types = projection.fromLogReadsPersonal ?? [];
      if (types.length === 0 || !end) continue;
      const alone = await pool.connect();
      try {
        await alone.query('begin');
        const aloneStarted = performance.now();
        await openPersonalFields(alone, store, types, end.checkpoint);
        const seconds = (performance.now() - aloneStarted) / 1000;
        const filled = Number((await alone.query<{ n: string }>('select count(*) as n from personal_opened')).rows[0]!.n);
        await alone.query('rollback');
        const sealedRows = await pool.query<{ type: string; data: unknown }>(
          `select type, data from events where type = any($1::text[]) and data ? '${personalBoxField}' order by global_position limit 20000`,
          [types],
        );
        const nodeStarted = performance.now();
        await openPersonalData(sealedRows.rows);
        const nodeSeconds = ((performance.now() - nodeStarted) / 1000) * (filled / Math.max(1, sealedRows.rows.length));
        openingAlone.push({ projection: projection.name, types, events: filled, seconds: round(seconds, 2), nodeSeconds: round(nodeSeconds, 2) });
        const line =
          `opening alone for ${projection.name} (${types.join(', ')}): ${filled.toLocaleString('en-US')} events into its temporary table ` +
          `in ${seconds.toFixed(1)} s (${Math.round(filled / seconds).toLocaleString('en-US')}/s), of which opening in Node about ` +
          `${nodeSeconds.toFixed(1)} s (from ${sealedRows.rows.length.toLocaleString('en-US')} events opened alone)`;
        context.log(line);
        notes.push(line);
      } finally {
        alone.release();
      }
    }

    rows.push(['', 'finish s (median)', null, null, ...names.map((name) => median(finishSeconds[name]!))]);
    rows.push(['', 'handled events', null, null, ...names.map(handledBy)]);
    rows.push(['', 'SQL per handled', null, null, ...names.map((name) => round((applyStatements.get(name) ?? 0) / Math.max(1, handledBy(name)), 4))]);
    if (rounds > 1) {
      notes.push(
        allMatched
          ? 'rounds 2+: every rebuilt read model equalled the one it replaced (round 1 built them through Node)'
          : 'some rebuilt read models differed (see above)',
      );
    }
    notes.push(
      'events/s of a rebuild = events in the log / wall time of rebuildProjections over every read model (as npm run ' +
        'projections:rebuild does: orders, stats and shopper notifications filled by statements inside the database ' +
        'and the others by one shared pass through Node, side by side, after which the catalog\'s stock is set inside ' +
        'the database; each read model, as soon as it is filled, two at a time: indexes and foreign keys built, catch-up, ' +
        'comparison with the live tables, swap); per-model columns of that row are its seconds filling (they overlap); ' +
        'the summary figure is the median of the rounds that filled inside the database; CPU seconds are those of the ' +
        'cluster\'s processes and of this one (the machine may be shared: wall times stretch with its load)',
    );

    const rate = median(overall.length > 0 ? overall : nodeRates);
    return {
      rounds: rows,
      figures: {
        events: eventCount,
        shape,
        generationSeconds: round(generationSeconds, 1),
        rewrite: rewriteFigures,
        plainLog,
        rebuildAllSeconds: round(eventCount / rate, 1),
        rebuildEventsPerSecond: round(rate, 0),
        plainReadEventsPerSecond: round(median(referenceRates), 0),
        throughNodeEventsPerSecond: nodeRates.map((value) => round(value, 0)),
        cpuSecondsPerRound: cpuRounds,
        personalOpenedPerRound: openingRounds,
        personalOpeningAlone: openingAlone,
        ratioToPlainRead: round(median(ratios), 2),
        ratioToPlainReadPerRound: ratios.map((ratio) => round(ratio, 2)),
        way: inNode ? 'every read model through the shared pass in Node' : 'orders, stats, shopper notifications and catalog stock inside the database',
        phaseSeconds: Object.fromEntries(Object.entries(phaseSeconds).map(([phase, values]) => [phase, round(median(values), 2)])),
        applySeconds: Object.fromEntries(Object.entries(applySeconds).map(([name, values]) => [name, round(median(values), 2)])),
        finishSeconds: Object.fromEntries(Object.entries(finishSeconds).map(([name, values]) => [name, round(median(values), 2)])),
        sqlStatementsPerEvent: round(statementsPerEvent, 4),
        sqlStatementsPerHandledEvent: Object.fromEntries(
          names.map((name) => [name, round((applyStatements.get(name) ?? 0) / Math.max(1, handledBy(name)), 4)]),
        ),
        typeMix: Object.fromEntries(mix.rows.map((row) => [row.type, Number(row.n)])),
      },
      targets: [atLeast('replay: rebuild of every read model', round(rate, 0), target, 'events/s')],
      notes,
    };
  });
