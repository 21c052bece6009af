import { ConfigError, loadConfig } from '../infra/config.js';
import { leaveShutdownSignalsToCaller } from '../infra/embedded-postgres.js';
import { createLogger, type Logger } from '../infra/logger.js';
import { startStore, type RunningStore } from './server.js';
import { describeStartupFailure, isForeseen } from '../infra/startup-error.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);

  let store: RunningStore | undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Interrupted while starting: nothing serves yet, so end at once (an embedded PostgreSQL is stopped on exit).
    if (!store) process.exit(1);
    store.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  // The store's shutdown stops the embedded PostgreSQL too; the package's own would race it (and exit 128 + signal).
  leaveShutdownSignalsToCaller();
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // Run by `npm start` (scripts/start.mjs) over an IPC channel, which closes when that process ends however it ends:
  // the store then stops too, rather than outlive the command that ran it.
  if (process.channel) process.once('disconnect', () => shutdown('parent ended'));

  const started = Date.now();
  try {
    store = await startStore(config, logger);
  } catch (error) {
    failed(error, logger, { databaseUrl: Boolean(config.DATABASE_URL) });
  }
  const adminPassword = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : config.ADMIN_PASSWORD;
  console.log(
    [
      `Store running at ${store.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `Admin login: ${config.ADMIN_EMAIL} / ${adminPassword}   (change with ADMIN_EMAIL and ADMIN_PASSWORD)`,
      store.embeddedDatabase ? `Data: embedded PostgreSQL in ${config.DATA_DIR}` : 'Data: PostgreSQL at DATABASE_URL',
      store.mail,
    ].join('\n'),
  );
}

/** One sentence for the operator; the stack only at debug level, or after the sentence for a failure not foreseen. */
function failed(error: unknown, logger: Logger | undefined, where: { databaseUrl: boolean }): never {
  console.error(`Store failed to start: ${describeStartupFailure(error, where)}`);
  if (isForeseen(error)) logger?.debug('start-up failure', { error });
  else if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
}

main().catch((error) => failed(error, undefined, { databaseUrl: Boolean(process.env.DATABASE_URL) }));
