import type { Pool } from 'pg';
import { EventStore, PersonalDataVault, storeCatalogue } from '../../events/index.js';
import { ConfigError, loadConfig, type Config } from '../../infra/config.js';
import { findDataKey } from '../../infra/data-key.js';
import { createPool } from '../../infra/db.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../infra/embedded-postgres.js';
import { createLogger } from '../../infra/logger.js';
import { migrate } from '../../infra/migrate.js';
import { storeMigrations } from '../schema.js';
import { describeStartupFailure, isForeseen } from '../../infra/startup-error.js';

/**
 * The store's database for a command-line tool: the running store's (embedded or DATABASE_URL), migrated unless
 * `migrate` is false (a backup only reads; a restore migrates once it has checked the target and the file). Only
 * `create` (a restore, which fills an empty store) may make a new embedded cluster: for any other tool a DATA_DIR
 * without one is a mistyped or missing setting, said in one line (exit 1) before anything is written there.
 */
export async function connectForTool(options: { migrate?: boolean; create?: boolean } = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  let database: EmbeddedDatabase | undefined;
  let pool: Pool | undefined;
  try {
    database = config.DATABASE_URL
      ? { url: config.DATABASE_URL, stop: async () => undefined }
      : await startEmbeddedPostgres({
          dataDir: config.DATA_DIR,
          port: config.EMBEDDED_PG_PORT,
          database: 'store',
          logger,
          create: options.create ?? false,
        });
    pool = createPool(database.url, { max: 4, logger, applicationName: 'store-tool' });
    if (options.migrate !== false) await migrate(pool, storeMigrations);
  } catch (error) {
    console.error(`Cannot open the store: ${describeStartupFailure(error, { databaseUrl: Boolean(config.DATABASE_URL) })}`);
    if (isForeseen(error)) logger.debug('tool start-up failure', { error });
    else if (error instanceof Error && error.stack) console.error(error.stack);
    await pool?.end().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    process.exit(1);
  }
  const dataKey = await findDataKey(config, { create: false });
  return {
    config,
    logger,
    pool,
    // A tool that opens personal data needs the store's master key (DATA_KEY, or the one kept in the data folder);
    // one that does not (the seal's check) runs without it.
    store: new EventStore(pool, storeCatalogue, dataKey ? new PersonalDataVault(pool, dataKey) : undefined),
    async close() {
      // pool.end() resolves before its connections have closed: stopping PostgreSQL then would end them with an
      // error (logged as a failure after a tool succeeded). Wait for each to be gone first.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => --open <= 0 && resolve());
      });
      await pool.end();
      await closed;
      await database.stop();
    },
  };
}
