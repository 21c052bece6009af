// The built store (`node dist/server/main.js`) in production mode, as a child process of the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, chmod, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.js';
import { admin, benchDataKey, jwtSecret, repoRoot, serverEntry } from './env.js';
import type { Scope } from './scope.js';

export interface BenchServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Warnings and errors the server logged (JSON lines on stderr). */
  readonly logLines: string[];
  stop(): Promise<void>;
}

export async function startServer(
  scope: Scope,
  options: { databaseUrl: string; seedDemo?: boolean; env?: Record<string, string>; entry?: string },
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-server-'));
  scope.defer(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  await chmod(dataDir, 0o755);
  const nodeArgs = ['--enable-source-maps'];
  if (process.env.BENCH_CPU_PROF) {
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  }
  const child = spawn(process.execPath, [...nodeArgs, options.entry ?? serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: jwtSecret,
      DATA_KEY: benchDataKey,
      SEED_DEMO: options.seedDemo ? '1' : '0',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // Benchmarks register their shoppers from this one address.
      REGISTER_LIMIT_PER_HOUR: '1000000',
      ...options.env,
    },
  });
  const logLines: string[] = [];
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  let partial = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    // Request lines (BENCH_LOG_LEVEL=info) would fill memory under load: kept are what the store warned about.
    for (const line of lines) if (line.trim() && !/"level":"(info|debug)"/.test(line)) logLines.push(line);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
  };
  scope.defer('stop the store', stop);

  const started = Date.now();
  while (!/Store running at/.test(stdout)) {
    if (exited) {
      throw new Error(`the store exited during start-up:\n${stdout}\n${logLines.slice(-20).join('\n')}`);
    }
    if (Date.now() - started > 120_000) throw new Error(`the store did not start in 120 s:\n${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid!, logLines, stop };
}

/** Resident memory of a process (kB), from /proc. */
export async function memoryOf(pid: number): Promise<{ rssKb: number; hwmKb: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (user + system), in seconds, from /proc (clock ticks of 1/100 s). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Samples a process while a run lasts: peak RSS (MB, every `everyMs`), VmHWM (MB), and the CPU it used
 * as a share of one core (100 = one core busy all along).
 */
export function sampleMemory(pid: number, everyMs = 100): { stop(): Promise<{ peakRssMb: number; hwmMb: number; cpuPercent: number }> } {
  let peak = 0;
  let hwm = 0;
  const take = async () => {
    const memory = await memoryOf(pid);
    if (memory) {
      peak = Math.max(peak, memory.rssKb);
      hwm = Math.max(hwm, memory.hwmKb);
    }
  };
  const started = performance.now();
  const cpuAtStart = cpuSecondsOf(pid);
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await take();
      const cpu = (await cpuSecondsOf(pid)) - (await cpuAtStart);
      const wall = (performance.now() - started) / 1000;
      return { peakRssMb: peak / 1024, hwmMb: hwm / 1024, cpuPercent: (100 * cpu) / wall };
    },
  };
}

/** Spawns a helper script (a reference server) that prints `LISTENING <port>` once ready. */
export async function startHelper(
  scope: Scope,
  label: string,
  script: string,
  args: string[] = [],
): Promise<{ port: number; pid: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  scope.defer(`stop ${label}`, async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exit;
    clearTimeout(timer);
  });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const started = Date.now();
  for (;;) {
    const match = /LISTENING (\d+)/.exec(out);
    if (match) return { port: Number(match[1]), pid: child.pid!, child };
    if (exited) throw new Error(`${label} exited during start-up: ${out}`);
    if (Date.now() - started > 30_000) throw new Error(`${label} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
