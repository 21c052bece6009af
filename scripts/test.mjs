// `npm test`: lint and type checks, builds the store, runs unit and integration tests (vitest, real PostgreSQL),
// then the browser tests. Ends with the time each step took and the slowest test files, passed or not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findBrowser } from './find-browser.mjs';
import { findNginx } from './find-nginx.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const e2eOnly = process.argv.includes('--e2e-only');
const started = Date.now();
const reports = path.join(root, '.tmp', 'test-report');
const vitestReport = path.join(reports, 'vitest.json');
const browserReport = path.join(reports, 'browser.json');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
/** Each step's title and seconds, in order. */
const steps = [];

const seconds = (ms) => Math.round(ms / 100) / 10;

/** The slowest test files of a step, from its JSON report: [file, seconds][], slowest first. */
function slowestFiles(report, read) {
  if (!existsSync(report)) return [];
  try {
    return read(JSON.parse(readFileSync(report, 'utf8')))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
  } catch {
    return [];
  }
}

/** Vitest's report: each file's start and end. */
const vitestFiles = (report) =>
  report.testResults.map((file) => [path.relative(root, file.name), seconds(file.endTime - file.startTime)]);

/** Playwright's report: each spec file's tests' durations added up (one worker runs them one after another). */
function browserFiles(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) totals.set(name, (totals.get(name) ?? 0) + result.duration);
    }
    for (const child of suite.suites ?? []) walk(child, name);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...totals].map(([file, ms]) => [path.join('tests/e2e', file), seconds(ms)]);
}

function summary(outcome) {
  console.log(`\n=== Time taken ===`);
  for (const { title, time } of steps) console.log(`${String(time.toFixed(1)).padStart(8)} s  ${title}`);
  for (const [title, files] of [
    ['unit and integration', slowestFiles(vitestReport, vitestFiles)],
    ['browser', slowestFiles(browserReport, browserFiles)],
  ]) {
    if (files.length === 0) continue;
    console.log(`\nSlowest ${title} test files:`);
    for (const [file, time] of files) console.log(`${String(time.toFixed(1)).padStart(8)} s  ${file}`);
  }
  console.log(`\n${outcome} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ title, time: seconds(Date.now() - stepStarted) });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    summary('Stopped');
    process.exit(result.status || 1);
  }
}

const browser = findBrowser();
// Installed now if missing (as root); without it the reverse-proxy test fails saying what to install.
if (!e2eOnly) findNginx();
if (!e2eOnly) {
  step('Lint', 'npm', ['run', '--silent', 'lint']);
  step('Type checks (server, web, browser tests)', 'npm', ['run', '--silent', 'typecheck']);
}
step('Build', 'npm', ['run', '--silent', 'build']);
if (!e2eOnly) {
  step('Unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
}
step('Browser tests', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
  PLAYWRIGHT_CHROMIUM_PATH: browser,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_JSON_REPORT: browserReport,
});
summary('All tests passed');
