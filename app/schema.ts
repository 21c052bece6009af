import { eventStoreSchema, eventStoreUpgrade, personalDataKeysSchema, snapshotsMigration } from '../events/index.js';
import { catalogSearchNameWords, catalogSearchSetup, catalogSearchStems } from '../projections/catalog/index.js';
import { allProjections, checkpointFailureMigration, checkpointMigration } from '../projections/index.js';
import { auditLogMigration, auditSealMigration, logRewritesMigration } from '../services/audit/index.js';
import { authLimitsMigration } from '../services/identity/index.js';
import { mailMigrations } from '../services/mail/index.js';
import { orderNumberMigration } from '../services/orders/index.js';
import { reviewRequestsMigrations } from '../services/reviews/index.js';
import { stockAlertsMigrations } from '../services/stock-alerts/index.js';
import { writeLimitsMigration } from '../infra/http/write-limits.js';
import { liveMigration } from './live.js';
import { mediaMigration, renditionsMigration, unrenderableMigration } from '../infra/media/index.js';
import { sessionsMigration, signInsMigration } from '../infra/sessions/index.js';
import type { Migration } from '../infra/migrate.js';

/** Every migration of the store, in the order they apply. */
export const storeMigrations: readonly Migration[] = [
  { id: 'events:1', sql: eventStoreSchema },
  { id: 'events:2', sql: eventStoreUpgrade },
  { id: 'personal-data-keys:1', sql: personalDataKeysSchema },
  snapshotsMigration,
  checkpointMigration,
  checkpointFailureMigration,
  authLimitsMigration,
  writeLimitsMigration,
  mediaMigration,
  renditionsMigration,
  unrenderableMigration,
  orderNumberMigration,
  liveMigration,
  sessionsMigration,
  signInsMigration,
  auditSealMigration,
  auditLogMigration,
  logRewritesMigration,
  ...mailMigrations,
  ...stockAlertsMigrations,
  ...reviewRequestsMigrations,
  // Before the read models': the catalog's search column uses its function and index class.
  catalogSearchSetup,
  catalogSearchStems,
  catalogSearchNameWords,
  ...allProjections.flatMap((projection) => projection.migrations),
];
