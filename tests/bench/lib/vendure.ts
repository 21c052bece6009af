// Vendure as a peer: installed from the npm registry at pinned versions into a cache folder outside the store's
// lock (it is no dependency of the store), and started in its own process on a database of the bench's cluster.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.js';
import { repoRoot } from './env.js';
import type { Scope } from './scope.js';

/** The exact versions installed: Vendure's own packages, and the driver and ORM it runs on (pg as the store's). */
export const vendureVersions = {
  '@vendure/core': '3.7.3',
  '@vendure/common': '3.7.3',
  pg: '8.23.1',
  typeorm: '0.3.31',
} as const;

export const peerAdmin = { username: 'bench-superadmin', password: 'bench-superadmin-password-1' };

/** BENCH_PEER_DIR, else $XDG_CACHE_HOME/store-bench/vendure-<version> (~/.cache when unset). */
export function peerFolder(): string {
  if (process.env.BENCH_PEER_DIR) return path.resolve(process.env.BENCH_PEER_DIR);
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'store-bench', `vendure-${vendureVersions['@vendure/core']}`);
}

const manifest = () =>
  `${JSON.stringify({ name: 'store-bench-vendure-peer', private: true, description: 'Written by npm run bench -- peer', dependencies: vendureVersions }, null, 2)}\n`;

/** The versions npm put in the folder, or null when something pinned is missing or different. */
function installedVersions(folder: string): Record<string, string> | null {
  const found: Record<string, string> = {};
  for (const [name, version] of Object.entries(vendureVersions)) {
    const file = path.join(folder, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return null;
    const installed = JSON.parse(readFileSync(file, 'utf8')).version as string;
    if (installed !== version) return null;
    found[name] = installed;
  }
  return found;
}

/**
 * Installs the pinned packages with `npm install` (from the registry, install scripts run: bcrypt's picks its
 * prebuilt binary) unless the folder already holds them; npm's lock there keeps later runs on the same tree.
 */
export function ensureVendureInstalled(log: (line: string) => void): { folder: string; versions: Record<string, string> } {
  const folder = peerFolder();
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'package.json');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== manifest()) writeFileSync(file, manifest());
  let versions = installedVersions(folder);
  if (!versions) {
    log(`installing Vendure ${vendureVersions['@vendure/core']} into ${folder} (npm install, once)`);
    const result = spawnSync('npm', ['install', '--prefix', folder, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 600_000,
    });
    if (result.status !== 0) throw new Error(`npm install of Vendure failed (${result.status}): ${(result.stderr || result.stdout || String(result.error)).slice(-1000)}`);
    versions = installedVersions(folder);
    if (!versions) throw new Error(`npm install finished but ${folder} does not hold the pinned versions`);
  }
  copyFileSync(path.join(repoRoot, 'tests/bench/helpers/vendure-peer.mjs'), path.join(folder, 'vendure-peer.mjs'));
  return { folder, versions };
}

export interface PeerServer {
  readonly url: string;
  readonly pid: number;
  /** What Vendure wrote on stderr (warnings and errors at LogLevel.Warn). */
  readonly logLines: string[];
}

/** Starts Vendure on `databaseUrl` (tables made by `synchronize: true` on a first start). */
export async function startVendure(scope: Scope, folder: string, databaseUrl: string, poolSize: number): Promise<PeerServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(folder, 'vendure-peer.mjs')], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      PEER_PORT: String(port),
      PEER_DATABASE_URL: databaseUrl,
      PEER_ADMIN_USER: peerAdmin.username,
      PEER_ADMIN_PASSWORD: peerAdmin.password,
      PEER_POOL_SIZE: String(poolSize),
    },
  });
  const logLines: string[] = [];
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk.slice(0, 10_000)));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (logLines.length < 200) logLines.push(...chunk.split('\n').filter((line) => line.trim()));
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  scope.defer('stop Vendure', async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  });
  const started = Date.now();
  while (!/LISTENING \d+/.test(out)) {
    if (exited) throw new Error(`Vendure exited during start-up:\n${out.slice(-2000)}\n${logLines.slice(-30).join('\n')}`);
    if (Date.now() - started > 300_000) throw new Error(`Vendure did not start in 300 s:\n${out.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, logLines };
}
