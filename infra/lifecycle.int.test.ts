import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/free-port.js';
import { projectRoot } from './project-root.js';

// The store as an operator runs it: its own process (and process group), an embedded PostgreSQL, logs at info.
const base = path.join(os.tmpdir(), `store-lifecycle-${process.pid}`);
const folders = { first: path.join(base, 'first'), second: path.join(base, 'second') };

interface Run {
  readonly child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code; kills the process if it has not exited within `ms`. */
  exit(ms?: number): Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'app/main.ts')], {
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'info', SEED_DEMO: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as a terminal gives a command: Ctrl+C is a SIGINT to the whole group.
    detached: true,
  });
  let [stdout, stderr] = ['', ''];
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    async exit(ms = 60_000) {
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

async function started(store: Run): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!store.stdout().includes('Store running at')) {
    if (store.child.exitCode !== null) throw new Error(`the store exited:\n${store.stdout()}${store.stderr()}`);
    if (Date.now() > deadline) throw new Error(`the store did not start:\n${store.stdout()}${store.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Every stderr line is a JSON log entry; returns those at warn or error level. */
function warningsAndErrors(stderr: string): unknown[] {
  const entries = stderr
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as { level: string };
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
  return entries.filter((entry) => entry.level === 'warn' || entry.level === 'error');
}

let first: Run | undefined;
const ports = { http: 0, postgres: 0 };

beforeAll(async () => {
  await mkdir(folders.first, { recursive: true, mode: 0o755 });
  await mkdir(folders.second, { recursive: true, mode: 0o755 });
  ports.http = await freePort();
  ports.postgres = await freePort();
  first = run({ PORT: String(ports.http), EMBEDDED_PG_PORT: String(ports.postgres), DATA_DIR: folders.first });
  await started(first);
}, 90_000);

afterAll(async () => {
  if (first && first.child.exitCode === null) {
    first.child.kill('SIGTERM');
    await first.exit(30_000);
  }
  await rm(base, { recursive: true, force: true });
});

describe('a second store on the same machine', () => {
  it('stops on a busy HTTP port with exit code 1 and one line naming the port, PORT and the store holding it', async () => {
    const second = run({ PORT: String(ports.http), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: folders.second });
    expect(await second.exit()).toBe(1);
    const output = `${second.stdout()}${second.stderr()}`.trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(`port ${ports.http}`);
    expect(output).toContain('set PORT to');
    expect(output).toContain(`another store (pid ${first!.child.pid}`);
    expect(output).not.toContain('undefined');
  }, 90_000);

  it('stops on a busy embedded PostgreSQL port with one line naming the port, EMBEDDED_PG_PORT and the holder', async () => {
    const second = run({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(ports.postgres), DATA_DIR: folders.second });
    expect(await second.exit()).toBe(1);
    const output = `${second.stdout()}${second.stderr()}`.trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(`port ${ports.postgres}`);
    expect(output).toContain('set EMBEDDED_PG_PORT to');
    expect(output).toContain(`another store's embedded PostgreSQL`);
    expect(output).toContain(path.join(folders.first, 'postgres'));
    expect(output).not.toContain('undefined');
  }, 90_000);
});

describe('stopping the store', () => {
  it('on Ctrl+C (SIGINT to its process group) and on SIGTERM exits 0 with no warn or error entries', async () => {
    // Some traffic first, so every pool holds connections when the signal comes.
    for (let i = 0; i < 5; i += 1) await fetch(`http://127.0.0.1:${ports.http}/api/categories`);
    process.kill(-first!.child.pid!, 'SIGINT');
    expect(await first!.exit(30_000)).toBe(0);
    expect(warningsAndErrors(first!.stderr())).toEqual([]);
    expect(await portOpen(ports.postgres)).toBe(false);

    const again = run({ PORT: String(ports.http), EMBEDDED_PG_PORT: String(ports.postgres), DATA_DIR: folders.first });
    first = again;
    await started(again);
    for (let i = 0; i < 5; i += 1) await fetch(`http://127.0.0.1:${ports.http}/api/categories`);
    again.child.kill('SIGTERM');
    expect(await again.exit(30_000)).toBe(0);
    expect(warningsAndErrors(again.stderr())).toEqual([]);
    expect(await portOpen(ports.postgres)).toBe(false);
    expect(await portOpen(ports.http)).toBe(false);
  }, 120_000);
});
