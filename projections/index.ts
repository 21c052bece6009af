import type { Projection } from './engine/projection.js';
import { addressesProjection } from './addresses/index.js';
import { bannersProjection } from './banners/index.js';
import { catalogProjection } from './catalog/index.js';
import { codHistoryProjection, codStatusHistoryProjection } from './cod/index.js';
import { codReportProjection, couriersProjection } from './couriers/index.js';
import { couponsProjection } from './coupons/index.js';
import { notificationsProjection } from './notifications/index.js';
import { ordersProjection } from './orders/index.js';
import { pagesProjection } from './pages/index.js';
import { returnsProjection } from './returns/index.js';
import { reviewsProjection } from './reviews/index.js';
import { settingsProjection } from './settings/index.js';
import { shopperNotificationsProjection } from './shopper-notifications/index.js';
import { statsProjection } from './stats/index.js';
import { stockAlertsProjection } from './stock-alerts/index.js';
import { usersProjection } from './users/index.js';
import { wishlistProjection } from './wishlist/index.js';

export { ProjectionRunner, type ProjectionLag } from './engine/runner.js';
export { rebuildProjection, rebuildProjections, type RebuildOptions, type RebuildPhase, type RebuildProgress, type RebuildResult } from './engine/rebuild.js';
export { checkpointMigration } from './engine/checkpoints.js';
export { checkpointFailureMigration, describeFailure, ProjectionEventError, type ProjectionFailure } from './engine/failures.js';
export type { Projection } from './engine/projection.js';

/** Every read model of the store. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  catalogProjection,
  bannersProjection,
  pagesProjection,
  settingsProjection,
  ordersProjection,
  statsProjection,
  notificationsProjection,
  shopperNotificationsProjection,
  addressesProjection,
  wishlistProjection,
  stockAlertsProjection,
  reviewsProjection,
  couriersProjection,
  codReportProjection,
  codHistoryProjection,
  codStatusHistoryProjection,
  couponsProjection,
  returnsProjection,
];
