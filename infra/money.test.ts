import { describe, expect, it } from 'vitest';
import { addAmounts, fromCents, normaliseAmount, roundAmount, toCents, twoDecimalAmount } from './money.js';

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

  it('adds sums past what one column holds, up to the largest cart the order limits allow, without throwing', () => {
    expect(addAmounts('99999999.99', '0.01')).toBe('100000000.00');
    // 100,000,000 units (ORDER_MAX_UNITS at its highest) at the highest price, plus the highest COD fee.
    const largestSubtotal = fromCents(toCents('99999999.99') * 100_000_000n);
    expect(largestSubtotal).toBe('9999999999000000.00');
    expect(addAmounts(largestSubtotal, '99999999.99')).toBe('10000000098999999.99');
    expect(toCents('100000000.5')).toBe(10000000050n);
  });

  it('still throws on what is no amount at all', () => {
    for (const bad of ['-1.00', '1.005', '1e3', 'x', '']) expect(() => toCents(bad), bad).toThrow(/Not an amount/);
  });

  it('rounds any number of 0 or more half up to two decimals, on its digits', () => {
    const cases: [string, string][] = [
      ['12.345', '12.35'],
      ['12.344', '12.34'],
      ['1e2', '100.00'],
      ['1E2', '100.00'],
      ['1.5e1', '15.00'],
      ['125e-2', '1.25'],
      ['1255e-3', '1.26'],
      ['0.005', '0.01'],
      ['0.0049', '0.00'],
      ['1e-9', '0.00'],
      ['.5', '0.50'],
      ['5.', '5.00'],
      ['+3', '3.00'],
      [' 007 ', '7.00'],
      ['0', '0.00'],
      ['0e5', '0.00'],
      ['99999999.994', '99999999.99'],
      ['0.1234567890123456789', '0.12'],
    ];
    for (const [input, stored] of cases) expect(roundAmount(input), input).toBe(stored);
  });

  it('tells a negative or non-number from an amount too large for numeric(10,2)', () => {
    for (const bad of ['-1', '-0.5', 'abc', '', '.', 'e5', '1e', '12,50', 'NaN', 'Infinity', '1 2', '0x10', '1e1234567']) {
      expect(roundAmount(bad), bad).toBe('invalid');
    }
    for (const big of ['100000000', '99999999.995', '1e9', '1e999999']) expect(roundAmount(big), big).toBe('too_large');
  });

  it('takes a number with at most two decimals as it is and refuses one with more, rather than rounding it', () => {
    const taken: [string, string][] = [
      ['12.34', '12.34'],
      ['12.340', '12.34'],
      ['12.3400000', '12.34'],
      ['1e2', '100.00'],
      ['1.5e1', '15.00'],
      ['125e-2', '1.25'],
      ['.5', '0.50'],
      ['0', '0.00'],
      ['0e5', '0.00'],
      ['0.000', '0.00'],
      ['99999999.99', '99999999.99'],
    ];
    for (const [input, stored] of taken) expect(twoDecimalAmount(input), input).toBe(stored);
    for (const precise of ['12.345', '12.344', '0.005', '0.001', '1e-3', '1255e-3', '99999999.994', '1e-999999']) {
      expect(twoDecimalAmount(precise), precise).toBe('too_precise');
    }
    for (const bad of ['-1', 'abc', '', '1e']) expect(twoDecimalAmount(bad), bad).toBe('invalid');
    for (const big of ['100000000', '1e9', '1e999999']) expect(twoDecimalAmount(big), big).toBe('too_large');
  });
});
