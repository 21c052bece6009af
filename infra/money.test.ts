import { describe, expect, it } from 'vitest';
import { addAmounts, fromCents, normaliseAmount, toCents } from './money.js';

describe('amounts of money', () => {
  it('normalises to two decimals without leading zeros', () => {
    expect(normaliseAmount('120.5')).toBe('120.50');
    expect(normaliseAmount('120')).toBe('120.00');
    expect(normaliseAmount(' 15.00 ')).toBe('15.00');
    expect(normaliseAmount('0')).toBe('0.00');
    expect(normaliseAmount('007.1')).toBe('7.10');
    expect(normaliseAmount('99999999.99')).toBe('99999999.99');
  });

  it('refuses negatives, more than two decimals, over-range amounts and non-numbers', () => {
    for (const bad of ['-1', '12.345', '100000000', '1e3', '', ' ', '12,50', '.5', '5.', 'NaN', 'Infinity', '+3', '1 2']) {
      expect(normaliseAmount(bad), bad).toBeNull();
    }
  });

  it('adds in integer cents, exactly', () => {
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('99999999.98', '0.01')).toBe('99999999.99');
    expect(toCents('120.5')).toBe(12050n);
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-150n)).toBe('-1.50');
  });
});
