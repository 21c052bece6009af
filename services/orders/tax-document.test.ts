import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, toCents as positiveCents } from '../../infra/money.js';
import { discountShare, taxDocument, vatInside, type FeeKind } from './tax-document.js';

/** An amount in fils, read so that a negative figure would be caught rather than thrown on. */
const toCents = (amount: string) => (amount.startsWith('-') ? -positiveCents(amount.slice(1)) : positiveCents(amount));

/** total × 5 / 105 rounded half up to the fils, by exact rational comparison (independent of the code under test). */
function halfUpVat(totalFils: bigint): bigint {
  const floor = (totalFils * 5n) / 105n;
  const remainder = totalFils * 5n - floor * 105n;
  return remainder * 2n >= 105n ? floor + 1n : floor;
}

const fils = (max: number) => fc.integer({ min: 0, max }).map(BigInt);
const price = fc.integer({ min: 1, max: 2_000_000 }).map((value) => fromCents(BigInt(value)));
const line = fc.record({ quantity: fc.integer({ min: 1, max: 10 }), unitPrice: price });
const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  delivery: fils(10_000),
  cod: fils(10_000),
  vatRegistered: fc.boolean(),
  /** The discount as a share of the goods, at most all of them. */
  discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('VAT on a tax document', () => {
  it('for any prices, quantities, fees and discount: rows add up to the totals, net + VAT = total, and the total is what was charged', () => {
    fc.assert(
      fc.property(input, ({ lines, delivery, cod, vatRegistered, discountShare }) => {
        const goods = lines.reduce((sum, one) => sum + toCents(one.unitPrice) * BigInt(one.quantity), 0n);
        const discount = BigInt(Math.floor(Number(goods) * discountShare));
        const fees: { kind: FeeKind; amount: string }[] = [
          { kind: 'delivery', amount: fromCents(delivery) },
          { kind: 'cod', amount: fromCents(cod) },
        ];
        const document = taxDocument({
          lines: lines.map((one) => ({ description: 'Abaya', descriptionAr: 'عباية', ...one })),
          fees,
          discount: fromCents(discount),
          vatRegistered,
        });
        const rows = [...document.lines, ...document.fees];
        const sum = (field: 'net' | 'vat' | 'total') =>
          rows.reduce((total, row) => total + toCents(row[field]), 0n) - (document.discount ? toCents(document.discount[field]) : 0n);
        expect(toCents(document.totals.net)).toBe(sum('net'));
        expect(toCents(document.totals.vat)).toBe(sum('vat'));
        expect(toCents(document.totals.total)).toBe(sum('total'));
        expect(toCents(document.totals.net) + toCents(document.totals.vat)).toBe(toCents(document.totals.total));
        // What the order came to: goods - discount + fees, to the fils.
        expect(toCents(document.totals.total)).toBe(goods - discount + delivery + cod);
        for (const row of rows) {
          expect(toCents(row.vat)).toBe(vatRegistered ? halfUpVat(toCents(row.total)) : 0n);
          expect(toCents(row.net) + toCents(row.vat)).toBe(toCents(row.total));
        }
        if (document.discount) {
          // The discount takes back its own VAT, kept so that the document's VAT lies between zero and its total.
          const rowsVat = rows.reduce((total, row) => total + toCents(row.vat), 0n);
          const left = goods - discount + delivery + cod;
          const own = vatRegistered ? halfUpVat(toCents(document.discount.total)) : 0n;
          const low = rowsVat - left;
          expect(toCents(document.discount.vat)).toBe(own < low ? low : own > rowsVat ? rowsVat : own);
          expect(toCents(document.discount.net) + toCents(document.discount.vat)).toBe(toCents(document.discount.total));
        }
        // Nothing on the document is below zero.
        for (const figure of [document.totals.net, document.totals.vat, document.totals.total]) expect(toCents(figure)).toBeGreaterThanOrEqual(0n);
        if (!vatRegistered) expect(document.totals.vat).toBe('0.00');
        // A fee not charged is no row; the discount row is there exactly when something was taken off.
        expect(document.fees.map((fee) => fee.kind)).toEqual(fees.filter((fee) => fee.amount !== '0.00').map((fee) => fee.kind));
        expect(document.discount === null).toBe(discount === 0n);
        expect(document.lines.every((one) => one.vatRate === (vatRegistered ? 5 : 0))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the VAT of a document discounted to almost nothing within its total', () => {
    // Eight lines of 0.11 carry 0.01 of VAT each; taking 0.87 off leaves 0.01, whose own VAT rounds to 0.00.
    const document = taxDocument({
      lines: Array.from({ length: 8 }, () => ({ description: 'Pin', descriptionAr: 'دبوس', quantity: 1, unitPrice: '0.11' })),
      fees: [],
      discount: '0.87',
      vatRegistered: true,
    });
    expect(document.totals).toEqual({ net: '0.00', vat: '0.01', total: '0.01' });
    expect(document.discount).toEqual({ net: '0.80', vat: '0.07', total: '0.87' });
  });

  it('rounds the VAT inside an amount half up to the fils', () => {
    // 0.21 × 5/105 = 0.01 exactly; 0.10 → 0.00476 → 0.00; 0.11 → 0.00524 → 0.01; 1.05 → 0.05; 10.00 → 0.476 → 0.48.
    expect([21n, 10n, 11n, 105n, 1000n].map(vatInside)).toEqual([1n, 0n, 1n, 5n, 48n]);
    fc.assert(fc.property(fils(100_000_000), (total) => vatInside(total) === halfUpVat(total)));
  });

  it("returns taken one by one, in any split, share the order's discount exactly, none more than its part", () => {
    const order = fc.record({
      units: fc.array(fc.record({ price: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 5 }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(order, ({ units, discountShare: part, seed }) => {
        const pieces = units.flatMap((line) => Array.from({ length: line.quantity }, () => BigInt(line.price)));
        const subtotal = pieces.reduce((sum, price) => sum + price, 0n);
        const discount = BigInt(Math.floor(Number(subtotal) * part));
        // Pieces go back in returns of one or two at a time, in an order drawn from the seed.
        const order = [...pieces].sort((a, b) => Number((a * BigInt(seed | 1)) % 7n) - Number((b * BigInt(seed | 1)) % 7n));
        let shared = 0n;
        while (order.length > 0) {
          const taken = order.splice(0, order.length > 1 && seed % 2 === 0 ? 2 : 1);
          const goods = taken.reduce((sum, price) => sum + price, 0n);
          const share = discountShare(discount, goods, subtotal, discount - shared, order.length === 0);
          expect(share).toBeGreaterThanOrEqual(0n);
          if (order.length > 0) expect(share * subtotal <= discount * goods + subtotal).toBe(true);
          shared += share;
        }
        expect(shared).toBe(discount);
      }),
      { numRuns: 1000 },
    );
  });
});
