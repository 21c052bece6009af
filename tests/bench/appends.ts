// appends: 32 writers, each appending single events to its own stream, through our EventStore, against
// plain INSERTs into a table with only a primary key, and against Emmett 0.42's PostgreSQL event store.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { EventStore, storeCatalogue, type EventMetadata, parseMasterKey, PersonalDataVault } from '../../events/index.js';
import { benchDataKey } from './lib/env.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../../app/schema.js';
import { roundsFor, secondsFor } from './lib/env.js';
import { startCluster } from './lib/postgres.js';
import { atLeast, type Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, percentile, round, type Cell } from './lib/stats.js';

const writers = 32;

/** The event every writer appends: an order status change as an admin makes it, with request metadata. */
function eventFor(version: number) {
  const data = {
    orderId: randomUUID(),
    orderNumber: 100_000 + version,
    from: 'placed',
    to: 'confirmed',
    changedAt: new Date().toISOString(),
  };
  const metadata: EventMetadata = {
    actor: { id: randomUUID(), role: 'admin', email: 'bench-admin@store.test' },
    correlationId: randomUUID(),
    causationId: null,
    idempotencyKey: null,
  };
  return { type: 'OrderStatusChanged', data, metadata };
}

type Append = (writer: number, streamId: string, version: number) => Promise<void>;

async function runWriters(label: string, seconds: number, append: Append): Promise<{ rate: number; p50: number; p99: number; count: number }> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const streamId = `order-${randomUUID()}`;
      for (let version = 1; performance.now() < deadline; version++) {
        const before = performance.now();
        await append(writer, streamId, version);
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (latencies.length === 0) throw new Error(`${label}: nothing appended`);
  return { rate: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

export const appends: Bench = (context) =>
  withScope('appends', async (scope) => {
    const seconds = secondsFor(10);
    const rounds = roundsFor();
    const cluster = await startCluster(scope, 'appends');
    const url = await cluster.database('appends');
    const logger = createLogger('error');

    // Ours: the store's schema (triggers, unique version, transaction order index) and EventStore.append.
    const oursPool = createPool(url, { max: writers, logger, applicationName: 'bench-ours' });
    scope.defer('close our pool', () => oursPool.end());
    await migrate(oursPool, storeMigrations);
    const store = new EventStore(oursPool, storeCatalogue, new PersonalDataVault(oursPool, parseMasterKey(benchDataKey)));

    // Reference (a): the same columns, a primary key and nothing else.
    const plainPool = new pg.Pool({ connectionString: url, max: writers, application_name: 'bench-plain' });
    // pool.end() resolves before its clients' sockets close; the server stopping right after must not crash us.
    plainPool.on('error', () => undefined);
    scope.defer('close the plain pool', () => plainPool.end());
    await plainPool.query(`create table if not exists plain_events (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_type text not null,
      stream_version integer not null,
      type text not null,
      schema_version integer not null default 1,
      data jsonb not null,
      metadata jsonb not null default '{}'::jsonb,
      recorded_at timestamptz not null default clock_timestamp()
    )`);

    // Reference (b): Emmett's event store on a pool of the same size. (Its dumbo layer sets process-wide pg type
    // parsers: int8 to BigInt, json through its serializer. Our append only reads back two scalar columns.)
    const emmettPool = new pg.Pool({ connectionString: url, max: writers, application_name: 'bench-emmett' });
    emmettPool.on('error', () => undefined);
    scope.defer('close the Emmett pool', () => emmettPool.end());
    const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
    scope.defer('close Emmett', () => emmett.close());
    // Its schema is created on first use: do that before measuring.
    const first = eventFor(1);
    await emmett.appendToStream(`warmup-${randomUUID()}`, [first], { expectedStreamVersion: 0n });

    const runs: Record<string, Append> = {
      'plain INSERT': async (_writer, streamId, version) => {
        const event = eventFor(version);
        await plainPool.query(
          `insert into plain_events (stream_id, stream_type, stream_version, type, schema_version, data, metadata)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
          [streamId, 'order', version, event.type, 1, JSON.stringify(event.data), JSON.stringify(event.metadata)],
        );
      },
      'Emmett 0.42': async (_writer, streamId, version) => {
        const event = eventFor(version);
        await emmett.appendToStream(streamId, [event], { expectedStreamVersion: BigInt(version - 1) });
      },
      ours: async (_writer, streamId, version) => {
        const event = eventFor(version);
        await store.append(
          [{ streamId, streamType: 'order', expectedVersion: version - 1, events: [{ type: event.type, data: event.data }] }],
          event.metadata,
        );
      },
    };
    // Warm-up of each, not measured.
    for (const [label, append] of Object.entries(runs)) await runWriters(label, 0.5, append);

    const rows: Cell[][] = [['round', 'run', 'events/s', 'p50 ms', 'p99 ms', 'events']];
    const rates: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((label) => [label, []]));
    const p99s: Record<string, number[]> = Object.fromEntries(Object.keys(runs).map((label) => [label, []]));
    for (let index = 1; index <= rounds; index++) {
      for (const [label, append] of Object.entries(runs)) {
        const run = await runWriters(label, seconds, append);
        rates[label]!.push(run.rate);
        p99s[label]!.push(run.p99);
        rows.push([index, label, run.rate, run.p50, run.p99, run.count]);
      }
      context.log(
        `round ${index}: ${Object.keys(runs).map((label) => `${label} ${Math.round(rates[label]!.at(-1)!)}/s`).join(', ')}`,
      );
    }
    const perRound = (label: string) => rates.ours!.map((rate, index) => rate / rates[label]![index]!);
    const overPlain = median(perRound('plain INSERT'));
    const overEmmett = median(perRound('Emmett 0.42'));
    rows.push(['median', 'ours/plain', overPlain, null, null, null]);
    rows.push(['median', 'ours/Emmett', overEmmett, null, null, null]);

    // What the events table costs per row compared with the plain one.
    const sizes = await oursPool.query<{ name: string; bytes: number; rows: number }>(
      `select relname as name, pg_total_relation_size(oid) as bytes,
         (select count(*) from events) as rows from pg_class where relname = 'events'
       union all
       select relname, pg_total_relation_size(oid), (select count(*) from plain_events) from pg_class where relname = 'plain_events'`,
    );
    return {
      rounds: rows,
      figures: {
        writers,
        secondsPerRun: seconds,
        eventsPerSecond: Object.fromEntries(Object.entries(rates).map(([label, values]) => [label, round(median(values), 0)])),
        p99Ms: Object.fromEntries(Object.entries(p99s).map(([label, values]) => [label, round(median(values), 2)])),
        oursOverPlainPerRound: perRound('plain INSERT').map((value) => round(value, 3)),
        oursOverEmmettPerRound: perRound('Emmett 0.42').map((value) => round(value, 3)),
        bytesPerRow: Object.fromEntries(sizes.rows.map((row) => [row.name, Math.round(Number(row.bytes) / Math.max(1, Number(row.rows)))])),
      },
      targets: [
        atLeast('appends: ours over plain INSERTs', round(overPlain, 3), 0.7),
        atLeast('appends: ours over Emmett', round(overEmmett, 3), 1),
      ],
      notes: [],
    };
  });
