import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger.js';
import { StartupError } from './startup-error.js';

/**
 * A custom setting on the postmaster's command line naming the process that started it. That process is the
 * postmaster's parent while it lives; once it has died (SIGKILL, a crash) the postmaster has another parent (init or
 * a subreaper), which is how a server left behind is told from one a live store or tool shares.
 */
const ownerSetting = 'store.owner_pid';

/** The flags that record this process as the owner of the postmaster it starts. */
export const ownerFlags = (): string[] => ['-c', `${ownerSetting}=${process.pid}`];

export interface RunningPostmaster {
  readonly pid: number;
  readonly port: number;
  /** Started by a process that has ended without stopping it: nobody else will stop it. */
  readonly leftBehind: boolean;
}

/** The server recorded in the folder's postmaster.pid, when that process is alive. */
export function runningPostmaster(databaseDir: string): RunningPostmaster | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // Lines: pid, data folder, start time, port, ...
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  // After a reboot the recorded pid may belong to another program; PostgreSQL itself then takes the folder over.
  const command = processInfo(pid, 'args');
  if (command !== undefined && !command.includes('postgres')) return undefined;
  // One started by an earlier version names no owner: it is taken to be shared, as it was then.
  const owner = command === undefined ? undefined : new RegExp(`${ownerSetting.replace('.', '\\.')}=(\\d+)`).exec(command)?.[1];
  const parent = owner === undefined ? undefined : processInfo(pid, 'ppid');
  // Stopped only when it names this folder: a stale postmaster.pid may hold the pid of another folder's server.
  const leftBehind =
    owner !== undefined && parent !== undefined && Number(parent) !== Number(owner) && command!.includes(` ${databaseDir} `);
  return { pid, port: Number(portLine), leftBehind };
}

/**
 * Stops a postmaster nobody owns any more (fast shutdown, then immediate if that hangs), so that this process can
 * start it again as its own and stop it with itself.
 */
export async function stopLeftBehind(postmaster: RunningPostmaster, databaseDir: string, logger: Logger): Promise<void> {
  logger.info('stopping the embedded PostgreSQL left running by a process that ended, to run it as this one\'s own', {
    postgresPid: postmaster.pid,
  });
  const gone = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (alive(postmaster.pid)) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return true;
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(postmaster.pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  signal('SIGINT');
  if (await gone(30_000)) return;
  signal('SIGQUIT');
  if (await gone(10_000)) return;
  throw new StartupError(
    `the embedded PostgreSQL (pid ${postmaster.pid}) left running on ${databaseDir} by a process that ended did not stop; ` +
      'stop it and start again',
  );
}

/** Whether the process exists and is not a zombie waiting for its parent to collect it. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under a user this process may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return processInfo(pid, 'state')?.startsWith('Z') !== true;
}

/** A process's command line, parent pid or state, from /proc, or from `ps` where there is no /proc. */
function processInfo(pid: number, field: 'args' | 'ppid' | 'state'): string | undefined {
  try {
    if (field === 'args') return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    // pid (name) state ppid ...: the name may hold spaces and parentheses, so the fields are read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return field === 'state' ? state : ppid;
  } catch {
    if (existsSync('/proc/self')) return undefined;
  }
  const ps = spawnSync('ps', ['-o', `${field === 'args' ? 'args' : field === 'ppid' ? 'ppid' : 'stat'}=`, '-p', String(pid)], {
    encoding: 'utf8',
  });
  const value = ps.status === 0 ? ps.stdout.trim() : '';
  return value || undefined;
}
