// What the store process itself did over a measured window, read from its Prometheus metrics (prom-client's
// default figures): event loop delay (its histogram restarts at every scrape), GC time and CPU time.
import { request } from './http.js';

/** A metrics token the bench gives the store it starts, so it can read them. */
export const benchMetricsToken = 'bench-metrics-token-for-the-store';

export interface ProcessFigures {
  /** Event loop delay since the previous scrape, ms. */
  readonly loopP50: number;
  readonly loopP99: number;
  readonly loopMax: number;
  /** Totals since the process started, seconds. */
  readonly gcSeconds: number;
  readonly cpuSeconds: number;
}

export async function scrapeProcess(baseUrl: string): Promise<ProcessFigures> {
  const answer = await request(`${baseUrl}/metrics`, 'GET', { headers: { authorization: `Bearer ${benchMetricsToken}`, accept: 'text/plain' } });
  if (answer.status !== 200) throw new Error(`metrics: ${answer.status}`);
  const sum = (name: string) =>
    answer.text
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return {
    loopP50: sum('nodejs_eventloop_lag_p50_seconds') * 1000,
    loopP99: sum('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMax: sum('nodejs_eventloop_lag_max_seconds') * 1000,
    gcSeconds: sum('nodejs_gc_duration_seconds_sum'),
    cpuSeconds: sum('process_cpu_seconds_total'),
  };
}

/** The window between two scrapes: the loop's delay over it, and the GC and CPU time it took. */
export function describeWindow(before: ProcessFigures, after: ProcessFigures, seconds: number): string {
  const gc = after.gcSeconds - before.gcSeconds;
  const cpu = after.cpuSeconds - before.cpuSeconds;
  return `store loop delay p50 ${after.loopP50.toFixed(1)} / p99 ${after.loopP99.toFixed(1)} / max ${after.loopMax.toFixed(1)} ms; CPU ${((100 * cpu) / seconds).toFixed(0)}% of a core, GC ${(gc * 1000).toFixed(0)} ms`;
}
