// Closed-loop HTTP load: wrk when it is installed (Debian: apt-get install wrk), autocannon otherwise.
// wrk is C with a thread per core; autocannon is one JavaScript thread, which on this machine tops out near
// 700 answers/s for a 49 KB body (wrk: over 11,000/s against the same server), so with autocannon the figures
// measure the client.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly headers: Record<string, string>;
}

export interface LoadResult {
  readonly requests: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly bytes: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  readonly errors: number;
}

export interface LoadTool {
  readonly name: 'wrk' | 'autocannon';
  run(options: LoadOptions): Promise<LoadResult>;
}

/** Prints what wrk measured as one JSON line: latencies in microseconds, duration in microseconds. */
const reportScript = `
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"requests":%d,"duration":%d,"bytes":%d,"errors":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.bytes, errors,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

async function runWrk(options: LoadOptions): Promise<LoadResult> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'store-bench-wrk-'));
  try {
    const script = path.join(folder, 'report.lua');
    await writeFile(script, reportScript);
    const args = ['-t', String(Math.max(1, Math.min(os.cpus().length, options.connections))), '-c', String(options.connections),
      '-d', `${options.seconds}s`, '--timeout', '10s', '-s', script];
    for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`);
    args.push(options.url);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith('WRK_RESULT '));
    if (!line) throw new Error(`wrk printed no result: ${output}`);
    const raw = JSON.parse(line.slice('WRK_RESULT '.length)) as Record<string, number>;
    return {
      requests: raw.requests!,
      seconds: raw.duration! / 1e6,
      p50Ms: raw.p50! / 1000,
      p99Ms: raw.p99! / 1000,
      maxMs: raw.max! / 1000,
      bytes: raw.bytes!,
      errors: raw.errors!,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function runAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    headers: options.headers,
    duration: options.seconds,
    timeout: 10,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    bytes: result.throughput.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export function loadTool(): LoadTool {
  return hasWrk() ? { name: 'wrk', run: runWrk } : { name: 'autocannon', run: runAutocannon };
}
