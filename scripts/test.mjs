// `npm test`: lint and type checks, builds the store, runs unit and integration tests (vitest, real PostgreSQL),
// then the browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findBrowser } from './find-browser.mjs';
import { findNginx } from './find-nginx.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const e2eOnly = process.argv.includes('--e2e-only');
const started = Date.now();

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
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
if (!e2eOnly) step('Unit and integration tests', 'npx', ['vitest', 'run']);
step('Browser tests', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
  PLAYWRIGHT_CHROMIUM_PATH: browser,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
