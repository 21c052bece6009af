import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../infra/project-root.js';
import { freePort } from '../support/free-port.js';

// The store as an operator starts it, `npm start` (npm, its shell, scripts/start.mjs, the server, the embedded
// PostgreSQL), stopped the way a process manager or a closing terminal stops it: a signal to npm's own pid.
const base = path.join(os.tmpdir(), `store-npm-start-${process.pid}`);
const dataDir = path.join(base, 'data');
const ports = { http: 0, postgres: 0 };
const started: ChildProcess[] = [];

interface Npm {
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<void>;
}

function npm(args: string[], env: Record<string, string>): Npm {
  const child = spawn('npm', args, {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as a terminal gives a command.
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, output: () => output, exited };
}

async function npmStart(): Promise<Npm> {
  const store = npm(['start'], { PORT: String(ports.http), EMBEDDED_PG_PORT: String(ports.postgres), DATA_DIR: dataDir });
  const deadline = Date.now() + 120_000;
  while (!store.output().includes('Store running at')) {
    if (store.child.exitCode !== null) throw new Error(`npm start exited:\n${store.output()}`);
    if (Date.now() > deadline) throw new Error(`the store did not start:\n${store.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return store;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A process's parent pid and state from /proc (undefined when it is gone). */
function stat(pid: number): { ppid: number; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), state: state! };
  } catch {
    return undefined;
  }
}

/** Every process under `root`, with root: taken while the tree is whole (a process whose parent dies moves to init). */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const parent = Number.isInteger(pid) ? stat(pid)?.ppid : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]!) ?? []));
  return all;
}

/** Processes still running (a zombie has ended; only its parent's bookkeeping is left). */
const living = (pids: number[]) =>
  pids.filter((pid) => {
    // Read once: a process may end between two reads of /proc.
    const state = stat(pid)?.state;
    return state !== undefined && state !== 'Z';
  });

/** The postmaster running on the test's data folder, if any. */
function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return living([pid]).length === 1 ? pid : undefined;
}

async function everythingStopped(pids: number[], within: number): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    const left = living(pids);
    const open = [ports.http, ports.postgres].filter((port) => port);
    const openPorts = (await Promise.all(open.map(portOpen))).flatMap((isOpen, i) => (isOpen ? [open[i]] : []));
    if (left.length === 0 && openPorts.length === 0) return;
    if (Date.now() > deadline) {
      const command = (pid: number) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        } catch {
          return '(ended)';
        }
      };
      const commands = left.map((pid) => `${pid}: ${command(pid)}`);
      throw new Error(`still running after ${within} ms:\n${commands.join('\n')}\nports open: ${openPorts.join(', ') || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await mkdir(base, { recursive: true, mode: 0o755 });
  ports.http = await freePort();
  ports.postgres = await freePort();
  // `npm test` has built the store already; run alone, this builds what is stale once, before any timing.
  const build = spawnSync(process.execPath, ['scripts/ensure-built.mjs'], { cwd: projectRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 600_000);

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  const left = postmasterPid();
  if (left) process.kill(left, 'SIGQUIT');
  await rm(base, { recursive: true, force: true });
});

describe.runIf(existsSync('/proc/self/stat'))('npm start', () => {
  it('stops as a whole (start script, server, embedded PostgreSQL) when npm itself is sent SIGTERM', async () => {
    const store = await npmStart();
    expect((await fetch(`http://127.0.0.1:${ports.http}/api/health/ready`)).status).toBe(200);
    const pids = tree(store.child.pid!);
    // npm, its shell, the start script, the server, the postmaster and its workers.
    expect(pids.length).toBeGreaterThanOrEqual(5);
    expect(pids).toContain(postmasterPid());

    store.child.kill('SIGTERM');
    await everythingStopped(pids, 60_000);
  }, 240_000);

  it('after a SIGKILL of the whole command, the next start stops the PostgreSQL left behind with itself', async () => {
    const killed = await npmStart();
    process.kill(-killed.child.pid!, 'SIGKILL');
    await killed.exited;
    // What a SIGKILL leaves: the embedded PostgreSQL, in a process group of its own, still serving.
    const leftBehind = postmasterPid();
    expect(leftBehind).toBeDefined();
    expect(await portOpen(ports.postgres)).toBe(true);

    const store = await npmStart();
    expect((await fetch(`http://127.0.0.1:${ports.http}/api/health/ready`)).status).toBe(200);
    const pids = [...tree(store.child.pid!), leftBehind!];
    expect(pids).toContain(postmasterPid());

    store.child.kill('SIGTERM');
    await everythingStopped(pids, 60_000);
    expect(postmasterPid()).toBeUndefined();
  }, 360_000);
});

describe('a command run on a DATA_DIR that holds no store', () => {
  it('names the data folder and port it looked at, exits 1 and creates nothing there', async () => {
    const empty = path.join(base, 'empty');
    const missing = path.join(base, 'missing');
    await mkdir(empty);
    const port = await freePort();
    const out = path.join(base, 'store.jsonl.br');
    const tool = (args: string[], folder: string) =>
      spawnSync('npm', ['run', '--silent', ...args], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', DATA_DIR: folder, EMBEDDED_PG_PORT: String(port) },
        timeout: 120_000,
      });
    const runs = [
      { folder: empty, result: tool(['backup', '--', '--out', out], empty) },
      { folder: missing, result: tool(['audit:verify'], missing) },
    ];
    for (const { folder, result } of runs) {
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain(`no store in DATA_DIR ${folder} (EMBEDDED_PG_PORT ${port})`);
      expect(result.stderr).toContain('nothing was created');
      expect(result.stderr).not.toContain('This database holds no store');
    }
    expect(await readdir(empty)).toEqual([]);
    expect(existsSync(missing)).toBe(false);
    expect(existsSync(out)).toBe(false);
  }, 300_000);
});

describe('a bad setting given to npm start', () => {
  it('is refused in the operator\'s words, naming the variable', () => {
    const result = spawnSync('npm', ['start', '--silent'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development', PORT: 'abc', DATA_DIR: path.join(base, 'never') },
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a port number (1-65535)');
    expect(result.stderr).not.toMatch(/NaN|Invalid input/);
    expect(existsSync(path.join(base, 'never'))).toBe(false);
  }, 150_000);
});
