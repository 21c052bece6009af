// What a run cost the PostgreSQL server: transactions, rows, WAL and fsyncs (from its statistics views) and the CPU
// of its processes (from /proc), read before and after a run; divided by the work done, they say what one order and
// one pgbench transaction cost the same server.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface DatabaseCounters {
  readonly commits: number;
  readonly rowsWritten: number;
  readonly walRecords: number;
  readonly walBytes: number;
  readonly walSyncs: number;
  readonly cpuSeconds: number;
}

const ticks = 100;

async function statOf(pid: number): Promise<string[] | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds of the postmaster and every process it started: the live ones' own time, and (through the
 * postmaster's children fields) the time of those that ended, such as pgbench's connections.
 */
async function clusterCpuSeconds(databaseDir: string): Promise<number> {
  const postmaster = Number((await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const own = await statOf(postmaster);
  if (!own) return NaN;
  // Fields after the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
  let total = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statOf(Number(entry));
    if (fields && Number(fields[1]) === postmaster) total += Number(fields[11]) + Number(fields[12]);
  }
  return total / ticks;
}

/** The cluster's counters now, for the database `url` names (WAL and CPU are the whole cluster's). */
export async function readDatabaseCounters(url: string, databaseDir: string): Promise<DatabaseCounters> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Backends report their counts at most once a second: wait for the last ones of the run.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { rows } = await client.query<{ commits: string; rows_written: string; wal_records: string; wal_bytes: string; wal_sync: string }>(
      `select d.xact_commit as commits, d.tup_inserted + d.tup_updated + d.tup_deleted as rows_written,
              w.wal_records, w.wal_bytes, w.wal_sync
       from pg_stat_database d, pg_stat_wal w where d.datname = current_database()`,
    );
    const row = rows[0]!;
    return {
      commits: Number(row.commits),
      rowsWritten: Number(row.rows_written),
      walRecords: Number(row.wal_records),
      walBytes: Number(row.wal_bytes),
      walSyncs: Number(row.wal_sync),
      cpuSeconds: await clusterCpuSeconds(databaseDir),
    };
  } finally {
    await client.end();
  }
}

/** Per unit of work (an order, a pgbench transaction): the difference of two readings divided by `units`. */
export function costPer(before: DatabaseCounters, after: DatabaseCounters, units: number): Record<keyof DatabaseCounters, number> {
  const per = (key: keyof DatabaseCounters) => (after[key] - before[key]) / Math.max(units, 1);
  return {
    commits: per('commits'),
    rowsWritten: per('rowsWritten'),
    walRecords: per('walRecords'),
    walBytes: per('walBytes'),
    walSyncs: per('walSyncs'),
    cpuSeconds: per('cpuSeconds'),
  };
}
