import { fromCents, toCents } from '../../infra/money.js';

/** UAE VAT: 5 %, included in every price, fee and discount the store shows. */
export const vatRatePercent = 5;

/** The VAT inside a VAT-inclusive amount in fils: total × 5 / 105, rounded half up to the fils. */
export function vatInside(totalFils: bigint): bigint {
  const scaled = totalFils * BigInt(vatRatePercent) * 2n + BigInt(100 + vatRatePercent);
  return scaled / (2n * BigInt(100 + vatRatePercent));
}

/** One row of a document: what it is and what it comes to, split into net and VAT. */
export interface TaxRow {
  readonly net: string;
  readonly vat: string;
  readonly total: string;
}

export interface TaxLine extends TaxRow {
  readonly description: string;
  readonly descriptionAr: string;
  readonly quantity: number;
  readonly unitPrice: string;
  /** 5 when the seller is VAT-registered, else 0. */
  readonly vatRate: number;
}

export type FeeKind = 'delivery' | 'cod';
export interface TaxFee extends TaxRow {
  readonly kind: FeeKind;
}

export interface TaxDocumentInput {
  readonly lines: readonly { description: string; descriptionAr: string; quantity: number; unitPrice: string }[];
  readonly fees: readonly { kind: FeeKind; amount: string }[];
  /** Taken off the goods (a coupon's discount, or a returned line's share of it). */
  readonly discount: string;
  readonly vatRegistered: boolean;
}

export interface TaxDocumentBody {
  readonly lines: readonly TaxLine[];
  /** Fees that are not charged (0.00) are left out. */
  readonly fees: readonly TaxFee[];
  /** Subtracted from the lines and fees; null when nothing was taken off. */
  readonly discount: TaxRow | null;
  /** The sums of the rows (the discount subtracted): net + vat is always total. */
  readonly totals: TaxRow;
}

function split(totalFils: bigint, vatRegistered: boolean): { net: bigint; vat: bigint; total: bigint } {
  const vat = vatRegistered ? vatInside(totalFils) : 0n;
  return { net: totalFils - vat, vat, total: totalFils };
}

const clamp = (value: bigint, low: bigint, high: bigint) => (value < low ? low : value > high ? high : value);

const row = (parts: { net: bigint; vat: bigint; total: bigint }): TaxRow => ({
  net: fromCents(parts.net),
  vat: fromCents(parts.vat),
  total: fromCents(parts.total),
});

/**
 * The rows and totals of a tax invoice or credit note from VAT-inclusive amounts. VAT is worked out row by row
 * (half up to the fils) and each row's net is its total less its VAT, so the totals, being sums of the rows, always
 * add up, and the total is exactly the amounts given: lines + fees - discount. The discount's VAT is its own,
 * kept between what leaves the document's VAT at zero and at its total.
 */
export function taxDocument(input: TaxDocumentInput): TaxDocumentBody {
  const rate = input.vatRegistered ? vatRatePercent : 0;
  let net = 0n;
  let vat = 0n;
  let total = 0n;
  const count = (parts: { net: bigint; vat: bigint; total: bigint }, sign: 1n | -1n) => {
    net += sign * parts.net;
    vat += sign * parts.vat;
    total += sign * parts.total;
  };
  const lines = input.lines.map((line): TaxLine => {
    const parts = split(toCents(line.unitPrice) * BigInt(line.quantity), input.vatRegistered);
    count(parts, 1n);
    return { description: line.description, descriptionAr: line.descriptionAr, quantity: line.quantity, unitPrice: line.unitPrice, vatRate: rate, ...row(parts) };
  });
  const fees = input.fees
    .filter((fee) => toCents(fee.amount) > 0n)
    .map((fee): TaxFee => {
      const parts = split(toCents(fee.amount), input.vatRegistered);
      count(parts, 1n);
      return { kind: fee.kind, ...row(parts) };
    });
  const discountFils = toCents(input.discount);
  let discount: TaxRow | null = null;
  if (discountFils > 0n) {
    // The discount takes back its own VAT, kept so that the document's VAT is neither below zero nor above its
    // total: with nearly all the goods taken off, rounding row by row could otherwise leave it a few fils outside.
    const own = split(discountFils, input.vatRegistered).vat;
    const takenBack = clamp(own, vat - (total - discountFils), vat);
    const capped = { net: discountFils - takenBack, vat: takenBack, total: discountFils };
    count(capped, -1n);
    discount = row(capped);
  }
  return { lines, fees, discount, totals: row({ net, vat, total }) };
}

/**
 * Returned goods' share of the order's discount, in fils: discount × returned goods / all goods, half up, never more
 * than what earlier returns left (`remainingFils`). Shares rounded one return at a time may miss the whole discount
 * by a fils or two, so the return that takes the order's last units (`closesOrder`) takes exactly what is left.
 */
export function discountShare(
  discountFils: bigint,
  returnedGoodsFils: bigint,
  subtotalFils: bigint,
  remainingFils: bigint,
  closesOrder = false,
): bigint {
  if (closesOrder) return remainingFils;
  if (discountFils === 0n || subtotalFils === 0n) return 0n;
  const share = (discountFils * returnedGoodsFils * 2n + subtotalFils) / (2n * subtotalFils);
  return share > remainingFils ? remainingFils : share;
}
