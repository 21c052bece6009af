import { ConfigError, loadConfig } from './config.js';
import { leaveShutdownSignalsToCaller } from './embedded-postgres.js';
import { createLogger } from './logger.js';
import { startStore } from './server.js';

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
  const started = Date.now();
  const store = await startStore(config, logger);
  const adminPassword = process.env.ADMIN_PASSWORD ? '(the ADMIN_PASSWORD you set)' : config.ADMIN_PASSWORD;
  console.log(
    [
      `Store running at ${store.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `Admin login: ${config.ADMIN_EMAIL} / ${adminPassword}   (change with ADMIN_EMAIL and ADMIN_PASSWORD)`,
      store.embeddedDatabase ? `Data: embedded PostgreSQL in ${config.DATA_DIR}` : 'Data: PostgreSQL at DATABASE_URL',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
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
}

main().catch((error) => {
  console.error(`Store failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
