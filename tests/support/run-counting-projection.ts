// A projection process for crash tests: runs the counting projection on DATABASE_URL until killed.
import { EventStore } from '../../events/index.js';
import { createPool } from '../../infra/db.js';
import { createLogger } from '../../infra/logger.js';
import { ProjectionRunner } from '../../projections/index.js';
import { countingProjection, tickCatalogue } from './counting-projection.js';

const url = process.env.DATABASE_URL!;
const logger = createLogger('error');
const pool = createPool(url, { max: 4, logger });
const runner = new ProjectionRunner(pool, new EventStore(pool, tickCatalogue), [countingProjection({ delayMs: 1 })], url, {
  logger,
  batchSize: 25,
  idlePollMs: 50,
  leaderCheckMs: 100,
});
await runner.start();
process.stdout.write('running\n');
