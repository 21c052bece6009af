import { refuse, streamRead, type CommandDecider, type StreamRead } from '../../events/index.js';
import type { ProductEvent, StockReason } from '../../events/catalog.js';
import { adjust, maxStock } from '../../events/stock.js';
import { productDecider, productNotFound, productStream, stockLevelsOf, type ProductState } from './product.decider.js';

export const variantNotFound = 'Variant not found';

export interface AdjustStock {
  readonly productId: string;
  readonly variantId: string;
  /** Units in (positive) or out (negative); never 0. */
  readonly change: number;
  readonly reason: StockReason;
  readonly note: string | null;
  /** The admin making the adjustment, recorded with it. */
  readonly actorId: string;
  readonly now: Date;
}

type ProductStreams = { readonly product: StreamRead<ProductState> };

/**
 * An admin's stock adjustment: a movement of one variant's stock by a number of units, with its reason, on the
 * product's stream at the version whose stock was checked. Stock never goes below 0, and an adjustment never moves
 * more than `maxStock` units nor takes a variant above `maxStock`: such an adjustment is refused and nothing is
 * written. The result is the variant's stock after it.
 */
export const adjustStockDecider: CommandDecider<AdjustStock, ProductStreams, { stock: number }> = {
  streams: (command) => ({ product: streamRead(productDecider, productStream(command.productId)) }),
  decide(command, { product }) {
    if (product.kind !== 'existing') throw refuse.notFound(productNotFound);
    const levels = stockLevelsOf(product);
    const current = levels.get(command.variantId);
    if (current === undefined) {
      throw refuse.notFound(variantNotFound, { code: 'variant_not_found', errors: { variantId: [variantNotFound] } });
    }
    if (!Number.isInteger(command.change) || command.change === 0) {
      throw refuse.invalid('The change must be a whole number of units other than 0', { errors: { change: ['Must not be 0'] } });
    }
    if (Math.abs(command.change) > maxStock) {
      const message = `The change must be between -${maxStock} and ${maxStock}`;
      throw refuse.invalid(message, { code: 'stock_change_out_of_range', params: { limit: maxStock }, errors: { change: [message] } });
    }
    const stock = adjust(levels, command.variantId, command.change);
    if (stock === null) {
      throw refuse.conflict(`Only ${current} in stock: cannot take ${-command.change}`, {
        code: 'stock_below_zero',
        params: { stock: current, change: command.change },
      });
    }
    if (stock > maxStock && command.change > 0) {
      throw refuse.invalid(`${current} in stock: adding ${command.change} would pass the most a variant may hold, ${maxStock}`, {
        code: 'stock_above_limit',
        params: { stock: current, change: command.change, limit: maxStock },
        errors: { change: [`At most ${maxStock - Math.min(current, maxStock)} more`] },
      });
    }
    const event: ProductEvent = {
      type: 'StockAdjustmentMade',
      data: {
        productId: command.productId,
        variantId: command.variantId,
        change: command.change,
        stock,
        reason: command.reason,
        note: command.note,
        adjustedBy: command.actorId,
        adjustedAt: command.now.toISOString(),
      },
    };
    return { events: { product: [event] }, result: { stock } };
  },
};
