// npm run bench [-- name...]: runs the benchmarks (all, or those named), prints figures and targets,
// and writes tests/bench/results/latest.json. BENCH_QUICK=1 shortens every run to check the harness.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminLists } from './admin-lists.js';
import { appends } from './appends.js';
import { backup } from './backup.js';
import { catalogReads } from './catalog-reads.js';
import { ensureBuilt, quick, repoRoot } from './lib/env.js';
import type { Bench, BenchReport, Target } from './lib/report.js';
import { closeScopesOnCrash, closeScopesOnSignals, wasInterrupted } from './lib/scope.js';
import { table } from './lib/stats.js';
import { liveLatency } from './live-latency.js';
import { orders } from './orders.js';
import { peer } from './peer.js';
import { productEdit } from './product-edit.js';
import { replay } from './replay.js';
import { scale } from './scale.js';
import { search } from './search.js';
import { web } from './web.js';

const benches: Record<string, Bench> = {
  'catalog-reads': catalogReads,
  orders,
  appends,
  'live-latency': liveLatency,
  replay,
  backup,
  web,
  scale,
  'product-edit': productEdit,
  peer,
  'admin-lists': adminLists,
  search,
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(benches);

closeScopesOnSignals();
closeScopesOnCrash();
ensureBuilt();
console.log(
  `Benchmarks: ${chosen.join(', ')}${quick ? '  (BENCH_QUICK: short runs, figures only check the harness)' : ''}\n` +
    `machine: ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}, node ${process.version}`,
);

const reports: BenchReport[] = [];
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const log = (message: string) => console.log(`  ${message}`);
  let report: BenchReport;
  try {
    const result = await benches[name]!({ quick, log });
    report = { name, quick, startedAt, seconds: Math.round((Date.now() - started) / 1000), ...result };
    console.log(table(report.rounds));
    for (const note of report.notes) console.log(`  note: ${note}`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`  ${name} FAILED: ${message}`);
    report = {
      name, quick, startedAt, seconds: Math.round((Date.now() - started) / 1000),
      rounds: [], figures: {}, targets: [], notes: [], error: error instanceof Error ? error.message : String(error),
    };
  }
  reports.push(report);
  console.log(`  (${report.seconds} s)`);
  // Interrupted: the signal handler finishes the clean-up and exits; start nothing else meanwhile.
  if (wasInterrupted()) await new Promise(() => undefined);
}

console.log('\n=== Targets ===');
const summary: (string | number | null)[][] = [['benchmark', 'figure', 'value', 'target', 'met']];
for (const report of reports) {
  if (report.error) summary.push([report.name, 'FAILED', null, report.error.slice(0, 60), 'no']);
  for (const target of report.targets) {
    summary.push([report.name, target.name.replace(`${report.name}: `, ''), formatValue(target), target.target, verdict(target)]);
  }
}
console.log(table(summary));

function formatValue(target: Target): string {
  if (target.value === null) return '-';
  const value = Math.abs(target.value) >= 100 ? Math.round(target.value).toLocaleString('en-US') : String(target.value);
  return target.unit ? `${value} ${target.unit}` : value;
}
function verdict(target: Target): string {
  return target.met === null ? 'n/a' : target.met ? 'yes' : 'NO';
}

// Results: merged by benchmark into latest.json, so a run of one bench keeps the others' last figures.
const resultsDir = path.join(repoRoot, 'tests/bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, 'latest.json');
let previous: { benchmarks?: Record<string, unknown> } = {};
if (existsSync(file)) {
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    previous = {};
  }
}
let commit = 'unknown';
try {
  commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
const output = {
  updatedAt: new Date().toISOString(),
  machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  benchmarks: {
    ...previous.benchmarks,
    ...Object.fromEntries(reports.map((report) => [report.name, { ...report, commit, loadAverage: os.loadavg() }])),
  },
};
writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
process.exit(reports.some((report) => report.error) ? 1 : 0);
