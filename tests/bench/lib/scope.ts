// Cleanup that runs whatever happens: every resource a bench starts registers how to stop it here.
import { leaveShutdownSignalsToCaller } from '../../../infra/embedded-postgres.js';

type Cleanup = { readonly label: string; readonly run: () => Promise<void> | void };

const openScopes = new Set<Scope>();

export class Scope {
  private readonly cleanups: Cleanup[] = [];
  private closing: Promise<void> | null = null;

  constructor(readonly name: string) {
    openScopes.add(this);
  }

  /** Registers a cleanup; they run in reverse order of registration. */
  defer(label: string, run: () => Promise<void> | void): void {
    if (this.closing) throw new Error(`scope ${this.name} is closed`);
    this.cleanups.push({ label, run });
  }

  /** Runs the cleanups once; a second caller (the signal handler, or the bench's own finally) waits for the same. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const cleanup of this.cleanups.reverse()) {
        try {
          if (interrupted) console.error(`  ${cleanup.label}`);
          await cleanup.run();
        } catch (error) {
          console.error(`  cleanup "${cleanup.label}" failed: ${(error as Error).message}`);
        }
      }
      openScopes.delete(this);
    })();
    return this.closing;
  }
}

/** Runs `work` in a scope that is always closed afterwards. */
export async function withScope<T>(name: string, work: (scope: Scope) => Promise<T>): Promise<T> {
  const scope = new Scope(name);
  try {
    return await work(scope);
  } finally {
    await scope.close();
  }
}

let interrupted = false;
let interruptedAt = 0;
/** True once Ctrl-C or SIGTERM arrived: the runner must start nothing more and leave the exit to the clean-up. */
export const wasInterrupted = () => interrupted;
/** On Ctrl-C or SIGTERM: close every open scope (servers, databases, temp folders), then exit. */
export function closeScopesOnSignals(): void {
  // embedded-postgres would otherwise exit in the middle of our clean-up (temp folders left behind); the scopes
  // stop its clusters anyway.
  leaveShutdownSignalsToCaller();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) {
        // The same Ctrl-C also arrives relayed by npm and tsx: only a later one means "exit now".
        if (Date.now() - interruptedAt < 3000) return;
        console.error(`${signal} again: exiting without finishing the clean-up`);
        process.exit(130);
      }
      interrupted = true;
      interruptedAt = Date.now();
      console.error(`\n${signal}: cleaning up...`);
      const giveUp = setTimeout(() => {
        console.error('clean-up did not finish in 60 s: exiting');
        process.exit(130);
      }, 60_000);
      void Promise.allSettled([...openScopes].map((scope) => scope.close())).then(() => {
        clearTimeout(giveUp);
        process.exit(130);
      });
    });
  }
}

/** An error nothing caught (say an 'error' event without a listener): report it, clean up, exit 1. */
export function closeScopesOnCrash(): void {
  let crashed = false;
  const crash = (error: unknown) => {
    console.error(`\nunexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (crashed) return;
    crashed = true;
    interrupted = true;
    interruptedAt = Date.now();
    const giveUp = setTimeout(() => process.exit(1), 60_000);
    void Promise.allSettled([...openScopes].map((scope) => scope.close())).then(() => {
      clearTimeout(giveUp);
      process.exit(1);
    });
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', crash);
}
