import type { ProductEvent } from './catalog.js';

/**
 * The one owner of a product's stock: how many units each variant has after any sequence of the product's
 * events, and the arithmetic of taking, putting back and adjusting units. Every fold of a product's stock (the
 * catalog's decisions, the orders' decisions, the catalog read model, the stock history) goes through here, so
 * they cannot disagree. Pure.
 */
export type StockLevels = ReadonlyMap<string, number>;

export const noStock: StockLevels = new Map();

/**
 * The most units an admin may give a variant (an opening count, a count typed into the product form, the result
 * of an adjustment), and the most one adjustment may move: far above any shelf, far below what the read models'
 * columns hold (ADR 061). Units put back by a cancelled or deleted order are never refused, so a variant may pass it
 * by those.
 */
export const maxStock = 1_000_000;

/** Any event of a product's stream, stored or about to be: the ones that do not concern stock leave it as it is. */
type AnyEvent = { readonly type: string; readonly data: unknown };

/** The units of each variant once `event` happened to a product whose variants stood at `levels`. */
export function evolveStock(levels: StockLevels, event: AnyEvent): StockLevels {
  const typed = event as ProductEvent;
  switch (typed.type) {
    case 'ProductCreated':
      return new Map(typed.data.variants.map((variant) => [variant.variantId, variant.stock]));
    case 'ProductRevised':
      // A kept variant keeps its units, a new one starts at 0, one left out is gone with its units.
      return new Map(typed.data.variants.map((variant) => [variant.variantId, levels.get(variant.variantId) ?? 0]));
    case 'StockAdjusted':
    case 'StockAdjustmentMade':
    case 'StockReserved':
    case 'StockReleased':
    case 'DamagedReturnRecorded': {
      const figure = stockAfter(typed);
      if (!figure || !levels.has(figure.variantId)) return levels;
      const next = new Map(levels);
      next.set(figure.variantId, figure.stock);
      return next;
    }
    case 'ProductDeleted':
      return noStock;
    default:
      return levels;
  }
}

/**
 * The level a stock event leaves its variant at: every stock event carries it, so a reader that sees only the
 * last event of a variant (the catalog read model, a batch of sales) knows the stock. Null for other events.
 */
export function stockAfter(event: AnyEvent): { variantId: string; stock: number } | null {
  const typed = event as ProductEvent;
  switch (typed.type) {
    case 'StockAdjusted':
    case 'StockAdjustmentMade':
      return { variantId: typed.data.variantId, stock: typed.data.stock };
    case 'StockReserved':
    case 'StockReleased':
    case 'DamagedReturnRecorded':
      return { variantId: typed.data.variantId, stock: typed.data.remaining };
    default:
      return null;
  }
}

export const isStockEventType = (type: string) =>
  type === 'StockAdjusted' ||
  type === 'StockAdjustmentMade' ||
  type === 'StockReserved' ||
  type === 'StockReleased' ||
  type === 'DamagedReturnRecorded';

/** The variant's units after taking `quantity`; null when it has fewer (or is not there). */
export function reserve(levels: StockLevels, variantId: string, quantity: number): number | null {
  const stock = levels.get(variantId);
  return stock === undefined || stock < quantity ? null : stock - quantity;
}

/** The variant's units after putting `quantity` back; null when the variant is gone (nowhere to put them). */
export function release(levels: StockLevels, variantId: string, quantity: number): number | null {
  const stock = levels.get(variantId);
  return stock === undefined ? null : stock + quantity;
}

/** The variant's units after moving them by `change`; null when that would be below 0 (or the variant is gone). */
export function adjust(levels: StockLevels, variantId: string, change: number): number | null {
  const stock = levels.get(variantId);
  return stock === undefined || stock + change < 0 ? null : stock + change;
}

/** One variant's stock moving: by how much, and to what. */
export interface StockMovement {
  readonly variantId: string;
  readonly change: number;
  readonly stock: number;
}

/**
 * How `event` moved the stock of a product standing at `levels`: a new product's opening units, a sale, a
 * restock, an adjustment (an old absolute count as its difference), and the units that went with a variant an
 * edit removed or with the product. A variant added by an edit starts at 0 (no movement); a movement of 0 is none.
 * The movements of a stream therefore add up to its stock, variant by variant.
 */
export function stockMovements(levels: StockLevels, event: AnyEvent): StockMovement[] {
  const typed = event as ProductEvent;
  if (typed.type === 'ProductCreated') {
    return typed.data.variants
      .filter((variant) => variant.stock !== 0)
      .map((variant) => ({ variantId: variant.variantId, change: variant.stock, stock: variant.stock }));
  }
  if (typed.type === 'ProductRevised' || typed.type === 'ProductDeleted') {
    const after = evolveStock(levels, typed);
    return [...levels]
      .filter(([variantId, stock]) => stock !== 0 && !after.has(variantId))
      .map(([variantId, stock]) => ({ variantId, change: -stock, stock: 0 }));
  }
  const figure = stockAfter(typed);
  if (!figure) return [];
  const before = levels.get(figure.variantId);
  if (before === undefined || before === figure.stock) return [];
  return [{ variantId: figure.variantId, change: figure.stock - before, stock: figure.stock }];
}
