import { describe, expect, it } from 'vitest';
import { crossedLowLine, productBadgeLevel, variantStockLevel } from './stock.js';

describe('stock levels', () => {
  it('a variant is out at 0, low from 1 to 4, in from 5', () => {
    expect(variantStockLevel(0)).toEqual({ kind: 'out' });
    expect(variantStockLevel(1)).toEqual({ kind: 'low', count: 1 });
    expect(variantStockLevel(4)).toEqual({ kind: 'low', count: 4 });
    expect(variantStockLevel(5)).toEqual({ kind: 'in' });
  });

  it('a reservation crosses the low line once, when it takes a variant from 5 or more to below 5', () => {
    expect(crossedLowLine(4, 5)).toBe(true);
    expect(crossedLowLine(0, 6)).toBe(true);
    expect(crossedLowLine(3, 4)).toBe(false);
    expect(crossedLowLine(5, 7)).toBe(false);
  });

  it("a product's badge reads its total: out at 0, low from 1 to 9, normal from 10", () => {
    expect(productBadgeLevel(0)).toBe('out');
    expect(productBadgeLevel(9)).toBe('low');
    expect(productBadgeLevel(10)).toBe('normal');
  });
});
