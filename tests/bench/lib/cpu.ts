// CPU seconds a benchmark's PostgreSQL cluster and this process used: on a machine shared with other work, wall
// times stretch with the load, CPU seconds much less.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** utime + stime (own), and cutime + cstime (children reaped), in seconds, of a process; null once it is gone. */
function times(pid: number): { own: number; reaped: number; parent: number } | null {
  try {
    // Fields after the command's closing parenthesis: state is the first (3rd in proc(5)), so n-th is [n - 3].
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = 100;
    return {
      parent: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) / ticks,
      reaped: (Number(fields[13]) + Number(fields[14])) / ticks,
    };
  } catch {
    return null;
  }
}

/** CPU seconds so far of the cluster whose data directory is `databaseDir`: the postmaster and its backends. */
export function clusterCpuSeconds(databaseDir: string): number {
  const postmaster = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = times(postmaster);
  if (!own) return 0;
  let total = own.own + own.reaped;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = times(Number(entry));
    if (child?.parent === postmaster) total += child.own;
  }
  return total;
}

/** CPU seconds so far of this process. */
export function ownCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}
