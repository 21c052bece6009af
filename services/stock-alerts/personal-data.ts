import type { Queryable } from '../../events/index.js';
import { listHeldStockAlerts } from '../../projections/stock-alerts/index.js';
import type { HeldStockAlertAnswer } from './schemas.js';

/** Every back-in-stock alert she has waiting, for her data export, newest first. */
export function stockAlertsOf(db: Queryable, userId: string): Promise<HeldStockAlertAnswer[]> {
  return listHeldStockAlerts(db, userId);
}
