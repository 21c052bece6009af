// Run settings shared by every benchmark: quick mode, rounds, durations, and the server's production environment.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** BENCH_QUICK=1 shortens every run: for checking the harness, not for figures. */
export const quick = process.env.BENCH_QUICK === '1' || process.env.BENCH_QUICK === 'true';

/** Rounds of (reference, ours); BENCH_ROUNDS overrides the bench's default. */
export function roundsFor(defaultRounds = 3): number {
  const given = Number(process.env.BENCH_ROUNDS);
  return Number.isInteger(given) && given > 0 ? given : defaultRounds;
}

/** Seconds a measured run lasts: `full` normally, `short` with BENCH_QUICK; BENCH_SECONDS overrides both. */
export function secondsFor(full: number, short = 2): number {
  const given = Number(process.env.BENCH_SECONDS);
  if (Number.isFinite(given) && given > 0) return given;
  return quick ? short : full;
}

export const admin = { email: 'bench-admin@store.test', password: 'bench-admin-password-1' };
export const jwtSecret = 'bench-jwt-secret-that-is-long-enough-to-sign-sessions';
/** The master key of personal data of every benchmark store, so a script's own EventStore opens what the server sealed. */
export const benchDataKey = 'YmVuY2htYXJrLW1hc3Rlci1rZXktb2YtcGVyc29uYWw=';

export const serverEntry = path.join(repoRoot, 'dist/server/main.js');
export const webIndex = path.join(repoRoot, 'dist/web/index.html');

function newestSource(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) walk(path.join(repoRoot, dir));
  return newest;
}

/**
 * Builds the store when its output is missing (or everything when BENCH_BUILD=1); a stale server bundle is
 * rebuilt, a stale web build only reported.
 */
export function ensureBuilt(): void {
  const missing = !existsSync(serverEntry) || !existsSync(webIndex);
  if (missing || process.env.BENCH_BUILD === '1') {
    console.log(missing ? 'dist is missing: npm run build' : 'BENCH_BUILD=1: npm run build');
    execSync('npm run --silent build', { cwd: repoRoot, stdio: 'inherit' });
    return;
  }
  // The server bundle is quick to make and only read at start-up: rebuild it when stale (as npm start does).
  if (statSync(serverEntry).mtimeMs < newestSource(['events', 'rules', 'services', 'projections', 'infra', 'app'])) {
    console.log('dist/server is older than the server sources: npm run build:server');
    execSync('npm run --silent build:server', { cwd: repoRoot, stdio: 'inherit' });
  }
  // The web build empties dist/web, which a running store (someone's tests) may be serving: only say so.
  if (statSync(webIndex).mtimeMs < newestSource(['web'])) {
    console.log('note: dist/web is older than web/ (BENCH_BUILD=1 runs npm run build first)');
  }
}
