import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evolveStock, noStock, type StockLevels } from '../../events/stock.js';
import { productDecider, stockLevelsOf } from '../../services/catalog/product.decider.js';
import { stockMovementsOf } from '../../services/catalog/stock-history.js';
import { productForOrder, stockLevels } from '../../services/orders/product-stock.decider.js';
import { play, steps } from './history.js';

const sorted = (levels: StockLevels) => [...levels].sort(([a], [b]) => a.localeCompare(b));

describe('stock: every fold of a product stream agrees', () => {
  it('the catalog, orders and stock module folds give every variant the same stock, after any sequence of events', () => {
    fc.assert(
      fc.property(steps, (played) => {
        const { product } = play(played);
        for (let length = 1; length <= product.length; length++) {
          const events = product.slice(0, length);
          const byModule = events.reduce(evolveStock, noStock);
          const byCatalog = stockLevelsOf(events.reduce(productDecider.evolve as never, productDecider.initialState()));
          const byOrders = stockLevels(events.reduce(productForOrder.evolve, productForOrder.initialState()));
          expect(sorted(byCatalog)).toEqual(sorted(byModule));
          expect(sorted(byOrders)).toEqual(sorted(byModule));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a snapshot of each fold, read back, folds on to the same state', () => {
    fc.assert(
      fc.property(steps, fc.nat(), (played, cut) => {
        const { product } = play(played);
        const at = cut % (product.length + 1);
        for (const fold of [productDecider, productForOrder] as const) {
          const evolve = fold.evolve as (state: unknown, event: unknown) => unknown;
          const whole = product.reduce(evolve, fold.initialState());
          const before = product.slice(0, at).reduce(evolve, fold.initialState());
          const restored = fold.snapshot!.fromJson(JSON.parse(JSON.stringify(fold.snapshot!.toJson(before as never))));
          expect(product.slice(at).reduce(evolve, restored)).toEqual(whole);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('stock ledger', () => {
  it('the running balance of the history equals each variant’s stock, after orders, deletions and adjustments in any interleaving', () => {
    fc.assert(
      fc.property(steps, (played) => {
        const { product } = play(played);
        const movements = stockMovementsOf(product);
        const final = product.reduce(evolveStock, noStock);
        const balance = new Map<string, number>();
        for (const movement of movements) {
          expect(movement.change).not.toBe(0);
          const running = (balance.get(movement.variantId) ?? 0) + movement.change;
          // Each entry's "stock after" is the sum of the changes before it: no movement is missing from the history.
          expect(movement.stock).toBe(running);
          expect(movement.stock).toBeGreaterThanOrEqual(0);
          balance.set(movement.variantId, running);
        }
        for (const [variantId, stock] of final) expect(balance.get(variantId) ?? 0, variantId).toBe(stock);
      }),
      { numRuns: 300 },
    );
  });
});
