// backup: a log of 100,000 events (BENCH_BACKUP_EVENTS; BENCH_QUICK: 20,000) generated as the replay benchmark
// generates it and sealed by the audit seal, then `npm run backup` and `npm run restore` (the built commands, each
// in its own process, timed with its peak memory) into an empty database, the restored log compared with the
// original row by row and the restored seal checked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { verifyAuditSeal } from '../../services/audit/index.js';
import { quick, repoRoot, roundsFor } from './lib/env.js';
import { queryOnce, startCluster } from './lib/postgres.js';
import { placeReactorsAtHead, sealLog, writeGeneratedLog } from './lib/generated-store.js';
import { shapeFor } from './lib/replay-data.js';
import type { Bench } from './lib/report.js';
import { withScope } from './lib/scope.js';
import { median, round, type Cell } from './lib/stats.js';

interface Run {
  readonly seconds: number;
  readonly peakRssMb: number;
  /** CPU the command's process used (user + system). */
  readonly cpuSeconds: number;
  /** CPU PostgreSQL used meanwhile (its server processes, ended or not; background work included). */
  readonly postgresCpuSeconds: number;
  readonly stdout: string;
}

/**
 * CPU seconds the cluster's postmaster and every process it started and reaped have used: the backend serving a
 * command is reaped when the command disconnects. Timing alone says little on a shared machine; CPU says what the
 * work costs.
 */
function postgresCpu(dataDir: string): number {
  const pid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime (fields 14-17 of the line; 12-15 after the command name)
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

/** A built command in its own process under GNU time, for its wall time and peak resident memory. */
function runTool(entry: 'backup' | 'restore', args: string[], databaseUrl: string, dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const postgresBefore = postgresCpu(dataDir);
    const child = spawn('/usr/bin/time', ['-f', 'peak-rss-kb %M cpu %U %S', process.execPath, path.join(repoRoot, `dist/server/${entry}.js`), ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${entry} exited with ${code}:\n${stdout}\n${stderr}`));
      const usage = /peak-rss-kb (\d+) cpu ([\d.]+) ([\d.]+)/.exec(stderr);
      resolve({
        seconds,
        peakRssMb: usage ? Number(usage[1]) / 1024 : NaN,
        cpuSeconds: usage ? Number(usage[2]) + Number(usage[3]) : NaN,
        postgresCpuSeconds: postgresCpu(dataDir) - postgresBefore,
        stdout,
      });
    });
  });
}

/** Every column that a restore keeps, hashed per row and summed: equal for two logs holding the same events. */
const logFingerprint = `select count(*)::int as events, sum(('x' || substr(md5(concat_ws('|', global_position, stream_id,
    stream_type, stream_version, type, schema_version, data::text, metadata::text, recorded_at)), 1, 15))::bit(60)::bigint)::text as hash
  from events`;

async function auditCheck(url: string) {
  const pool = createPool(url, { max: 2, logger: createLogger('error') });
  try {
    return await verifyAuditSeal(pool);
  } finally {
    await pool.end();
  }
}

export const backup: Bench = (context) =>
  withScope('backup', async (scope) => {
    const rounds = roundsFor(2);
    const eventCount = Number(process.env.BENCH_BACKUP_EVENTS) || (quick ? 20_000 : 100_000);
    const cluster = await startCluster(scope, 'backup');
    const sourceUrl = await cluster.database('source');
    const pool = createPool(sourceUrl, { max: 2, logger: createLogger('error'), applicationName: 'bench-backup' });
    scope.defer('close the pool', () => pool.end());
    // The replay benchmark's log, generated the same way.
    const shape = shapeFor(eventCount);
    await writeGeneratedLog(pool, shape, (line) => context.log(`generating: ${line}`));
    // As in a running store: the audit seal over the whole log, and the low-stock reactor at its head.
    const sealStarted = performance.now();
    await sealLog(pool);
    context.log(`sealed the log in ${((performance.now() - sealStarted) / 1000).toFixed(0)} s`);
    await placeReactorsAtHead(pool, ['low_stock_alerts']);
    const [original] = await queryOnce<{ events: number; hash: string }>(sourceUrl, logFingerprint);
    if (original!.events !== eventCount) throw new Error(`generated ${original!.events} events, wanted ${eventCount}`);
    context.log(`generated ${eventCount.toLocaleString('en-US')} events (${shape.orders} orders, ${shape.users} customers)`);

    const file = path.join(cluster.dataDir, 'store.jsonl.gz');
    const header: Cell[] = [
      'round', 'backup s', 'CPU s (node + pg)', 'peak RSS MB', 'file MB',
      'restore s', 'check s', 'write s', 'read models s', 'CPU s (node + pg)', 'peak RSS MB',
    ];
    const rows: Cell[][] = [header];
    const figures: Record<string, number[]> = {};
    const keep = (name: string, value: number) => (figures[name] ??= []).push(value);
    for (let index = 1; index <= rounds; index++) {
      const made = await runTool('backup', ['--out', file], sourceUrl, cluster.dataDir);
      const bytes = (await stat(file)).size;
      const target = await cluster.database(`restored_${index}`);
      const restored = await runTool('restore', [file], target, cluster.dataDir);
      const phases = /checking the file ([\d.]+) s, writing ([\d.]+) s, read models ([\d.]+) s/.exec(restored.stdout);
      const [copy] = await queryOnce<{ events: number; hash: string }>(target, logFingerprint);
      if (copy!.events !== original!.events || copy!.hash !== original!.hash) {
        throw new Error(`round ${index}: the restored log differs from the original (${copy!.events} events)`);
      }
      const audit = await auditCheck(target);
      if (audit.problems.length > 0 || audit.verified !== eventCount) {
        throw new Error(`round ${index}: the audit check of the restored store found ${JSON.stringify(audit.problems.slice(0, 3))}`);
      }
      const [phaseCheck, phaseWrite, phaseModels] = phases ? phases.slice(1).map(Number) : [NaN, NaN, NaN];
      const cpu = (run: Run) => `${run.cpuSeconds.toFixed(1)} + ${run.postgresCpuSeconds.toFixed(1)}`;
      rows.push([
        index, made.seconds, cpu(made), made.peakRssMb, bytes / 2 ** 20,
        restored.seconds, phaseCheck, phaseWrite, phaseModels, cpu(restored), restored.peakRssMb,
      ]);
      keep('backupSeconds', made.seconds);
      keep('backupCpuSeconds', made.cpuSeconds);
      keep('backupPostgresCpuSeconds', made.postgresCpuSeconds);
      keep('restoreCpuSeconds', restored.cpuSeconds);
      keep('restorePostgresCpuSeconds', restored.postgresCpuSeconds);
      keep('backupPeakRssMb', made.peakRssMb);
      keep('fileMb', bytes / 2 ** 20);
      keep('restoreSeconds', restored.seconds);
      keep('restoreCheckSeconds', phaseCheck!);
      keep('restoreWriteSeconds', phaseWrite!);
      keep('restoreReadModelsSeconds', phaseModels!);
      keep('restorePeakRssMb', restored.peakRssMb);
      context.log(
        `round ${index}: backup ${made.seconds.toFixed(1)} s (${(bytes / 2 ** 20).toFixed(1)} MB), restore ${restored.seconds.toFixed(1)} s; ` +
          'restored log equals the original',
      );
    }
    return {
      rounds: rows,
      figures: {
        events: eventCount,
        ...Object.fromEntries(Object.entries(figures).map(([name, values]) => [name, round(median(values), 2)])),
      },
      targets: [],
      notes: [
        'times are whole commands (process start, connection, and for restore its migrations included), as a shop owner runs them',
        "CPU: the command's process (user + system) + PostgreSQL's (all its processes, background work included)",
        'every round: the restored log equals the original (count and a per-row hash over every kept column), and the ' +
          "audit check (npm run audit:verify's) finds every sealed event of the restored store unchanged",
      ],
    };
  });
