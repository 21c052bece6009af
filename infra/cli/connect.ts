import { EventStore, storeCatalogue } from '../../events/index.js';
import { loadConfig } from '../config.js';
import { createPool } from '../db.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { createLogger } from '../logger.js';
import { migrate } from '../migrate.js';
import { storeMigrations } from '../schema.js';

/**
 * The store's database for a command-line tool: the running store's (embedded or DATABASE_URL), migrated unless
 * `migrate` is false (a backup only reads; a restore migrates once it has checked the target and the file).
 */
export async function connectForTool(options: { migrate?: boolean } = {}) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: 'store', logger });
  const pool = createPool(database.url, { max: 4, logger, applicationName: 'store-tool' });
  if (options.migrate !== false) await migrate(pool, storeMigrations);
  return {
    config,
    logger,
    pool,
    store: new EventStore(pool, storeCatalogue),
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
