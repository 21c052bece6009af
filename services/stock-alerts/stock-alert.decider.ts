import { productStreamId } from '../../events/catalog.js';
import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import type { ShopperLocale } from '../../events/orders.js';
import { stockAlertsStreamId, stockAlertsStreamType, type StockAlertEvent } from '../../events/stock-alerts.js';
import { productForAlerts, variantOnSale, type ProductForAlerts } from './product-for-alerts.decider.js';

export const variantNotFoundMessage = 'This size is not sold here';
export const variantInStockMessage = 'This size is in stock: it can be ordered now, so there is nothing to wait for';

/** A shopper waiting for the variant: since when, and the language to write to her in. */
export interface WaitingAlert {
  readonly userId: string;
  readonly locale: ShopperLocale;
  readonly requestedAt: string;
}

/** A variant's alert stream folded: its product, and who waits for it now (an alert that fired or was cancelled is over). */
export interface StockAlertsState {
  readonly productId: string | null;
  readonly waiting: ReadonlyMap<string, WaitingAlert>;
}

export const stockAlertsFold: StreamFold<StockAlertsState> = {
  streamType: stockAlertsStreamType,
  initialState: () => ({ productId: null, waiting: new Map() }),
  evolve(state, stored) {
    const event = stored as StockAlertEvent;
    const waiting = new Map(state.waiting);
    if (event.type === 'StockAlertRequested') {
      const { userId, locale, requestedAt } = event.data;
      waiting.set(userId, { userId, locale, requestedAt });
    } else waiting.delete(event.data.userId);
    return { productId: event.data.productId, waiting };
  },
};

export type StockAlertCommand =
  | {
      readonly type: 'RequestStockAlert';
      readonly userId: string;
      readonly variantId: string;
      /** The variant's product as the catalog names it, null when it names none: which product stream to read. */
      readonly productId: string | null;
      readonly locale: ShopperLocale;
      readonly now: Date;
    }
  | { readonly type: 'CancelStockAlert'; readonly userId: string; readonly variantId: string; readonly now: Date }
  /** The variant may be back (its stock rose from 0, its product went on sale, or someone just asked): fire what waits. */
  | { readonly type: 'FireStockAlerts'; readonly variantId: string; readonly productId: string; readonly now: Date };

type Reads = {
  readonly alerts: StreamRead<StockAlertsState>;
  readonly product: StreamRead<ProductForAlerts> | undefined;
};

/** What a decision did: how many alerts it started, ended or fired (0 when there was nothing to do). */
export type StockAlertResult = { readonly changed: number };

const nothing = { events: {}, result: { changed: 0 } } as const;
const appended = (events: readonly NewEvent[]) => ({ events: { alerts: events }, result: { changed: events.length } });

/**
 * Back-in-stock alerts of one variant, decided on its alert stream and its product's stream (read, never written).
 * Asking twice is one alert, stopping one not waiting records nothing, and firing ends every waiting alert with one
 * StockAlertFired each, only while the variant is on sale with units: a firing decided again (a retried job, two
 * causes at once) finds no one waiting, and a later restock fires only alerts asked for since.
 */
export const stockAlertDecider: CommandDecider<StockAlertCommand, Reads, StockAlertResult> = {
  streams(command) {
    const alerts = streamRead(stockAlertsFold, stockAlertsStreamId(command.variantId));
    const productId = command.type === 'CancelStockAlert' ? null : command.productId;
    return { alerts, product: productId ? streamRead(productForAlerts, productStreamId(productId)) : undefined };
  },
  decide(command, { alerts, product }) {
    const { variantId, now } = command;
    switch (command.type) {
      case 'RequestStockAlert': {
        const { productId, userId, locale } = command;
        const variant = variantOnSale(product, variantId);
        if (!variant || !productId) throw refuse.notFound(variantNotFoundMessage, { code: 'variant_not_found' });
        if (variant.stock > 0) throw refuse.conflict(variantInStockMessage, { code: 'variant_in_stock' });
        if (alerts.waiting.has(userId)) return nothing;
        return appended([{ type: 'StockAlertRequested', data: { variantId, productId, userId, locale, requestedAt: now.toISOString() } }]);
      }
      case 'CancelStockAlert': {
        if (!alerts.waiting.has(command.userId) || !alerts.productId) return nothing;
        return appended([
          { type: 'StockAlertCancelled', data: { variantId, productId: alerts.productId, userId: command.userId, cancelledAt: now.toISOString() } },
        ]);
      }
      case 'FireStockAlerts': {
        const variant = variantOnSale(product, variantId);
        if (!variant || variant.stock <= 0 || alerts.waiting.size === 0) return nothing;
        const { slug, nameEn, nameAr } = variant.product;
        // Oldest first: whoever asked first reads of it first.
        const waiting = [...alerts.waiting.values()].sort(
          (a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.userId.localeCompare(b.userId),
        );
        return appended(
          waiting.map((alert) => ({
            type: 'StockAlertFired',
            data: {
              variantId,
              productId: command.productId,
              userId: alert.userId,
              locale: alert.locale,
              requestedAt: alert.requestedAt,
              firedAt: now.toISOString(),
              slug,
              productNameEn: nameEn,
              productNameAr: nameAr,
              size: variant.size,
              color: variant.color,
            },
          })),
        );
      }
    }
  },
};
