import { z } from 'zod';
import { creditSources } from '../../events/store-credit.js';
import { roundAmount } from '../../infra/money.js';
import { optionalText } from '../../infra/text.js';

const amount = z.string().regex(/^\d+\.\d{2}$/).describe('AED, a decimal string with two decimals');

/** One movement of her store credit (ADR 067), as her account lists them (newest first). */
export const storeCreditEntryAnswer = z.object({
  id: z.string(),
  /** added: a refund to credit or staff's goodwill; spent: an order took it; restored: a cancelled order gave it back. */
  kind: z.enum(['added', 'spent', 'restored']),
  amount,
  /** Her balance right after it. */
  balance: amount,
  /** Why it was added (null for spent and restored). */
  source: z.enum(creditSources).nullable(),
  /** The return and credit note it refunds (source `return`), else null. */
  returnId: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The order that took it or gave it back, else null. */
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  at: z.string().describe('ISO 8601 date-time'),
});
export type StoreCreditEntryAnswer = z.infer<typeof storeCreditEntryAnswer>;

/**
 * GET /api/account/store-credit: her whole balance, and one page of her movements (limit, cursor, X-Total-Count and
 * Link as every list, the entries paged, the balance always whole).
 */
export const storeCreditAnswer = z.object({ balance: amount, entries: z.array(storeCreditEntryAnswer) });
export type StoreCreditAnswer = z.infer<typeof storeCreditAnswer>;

const goodwillAmountMessage = 'Amount must be an amount above 0, such as 25.00 (at most 99,999,999.99)';

/** POST /api/admin/customers/:id/store-credit: goodwill credit, an amount above 0 as text or a number, and why. */
export const goodwillRequest = z.object({
  amount: z.unknown().transform((value, ctx) => {
    const amount = typeof value === 'string' || typeof value === 'number' ? roundAmount(String(value)) : 'invalid';
    if (amount === 'invalid' || amount === 'too_large' || amount === '0.00') {
      ctx.addIssue({ code: 'custom', message: goodwillAmountMessage });
      return z.NEVER;
    }
    return amount;
  }),
  note: optionalText(500, { multiLine: true }),
});

/** The goodwill just added, from the decision: her balance after it and the movement. */
export const goodwillAnswer = z.object({ balance: amount, entry: storeCreditEntryAnswer });
export type GoodwillAnswer = z.infer<typeof goodwillAnswer>;
