import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { projectRoot } from '../../infra/project-root.js';
import { freePort } from './free-port.js';
import { laterLogPosition } from './log-position.js';
import { testAdmin } from './test-store.js';
import { testDataKey } from './database.js';

export interface StoreProcess {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  /** Sends a signal and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The store as its own process (from source) on a given database, for tests that kill or restart it. */
export async function spawnStore(databaseUrl: string, env: Record<string, string> = {}): Promise<StoreProcess> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `store-proc-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-sessions',
      DATA_KEY: testDataKey,
      REGISTER_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => rm(dataDir, { recursive: true, force: true }).catch(() => undefined));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`store did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      if (output.includes('Store running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`store exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Minimal HTTP helper for a store process. */
/** The latest log position any call was answered with: sent with every later call, as the web client does (ADR 041). */
let position: string | undefined;

export async function call(baseUrl: string, method: string, route: string, options: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = position ? { 'x-log-position': position } : {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  position = laterLogPosition(position, response.headers.get('x-log-position'));
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const cookie = /session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  return { status: response.status, body, text, cookie: cookie ? `session=${cookie}` : undefined, next };
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
