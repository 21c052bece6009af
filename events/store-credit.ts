import { z } from 'zod';
import { userIdOf } from './personal-data.js';
import { defineEvent, type EventOf } from './catalogue.js';

/** AED with exactly two decimals, as numeric(10,2) holds it. */
const amount = z.string().regex(/^(0|[1-9]\d{0,7})\.\d{2}$/);

/**
 * A shopper's store credit: one stream per customer. Every movement is appended at the version its decision read,
 * so two orders racing for one balance never spend it twice: one wins, the other re-reads the smaller balance.
 */
export const storeCreditStreamId = (userId: string) => `store-credit-${userId}`;

/** Why credit was added: a return refunded as store credit, or staff's own goodwill. */
export const creditSources = ['return', 'goodwill'] as const;

export const StoreCreditAdded = defineEvent(
  'StoreCreditAdded',
  z.object({
    userId: z.uuid(),
    amount,
    source: z.enum(creditSources),
    /** The return it refunds (source `return`), else null. */
    returnId: z.uuid().nullable(),
    /** The credit note that gave it (source `return`), else null. */
    creditNoteNumber: z.string().nullable(),
    balance: amount,
    addedAt: z.string(),
    /** Staff's reason for goodwill credit (for the back office, not shown to her); null otherwise. */
    note: z.string().nullable().default(null),
  }),
  { personal: { erased: { note: null }, person: userIdOf } },
);

/** An order took credit off its total, in the same append as the order. */
export const StoreCreditSpent = defineEvent(
  'StoreCreditSpent',
  z.object({ userId: z.uuid(), amount, orderId: z.uuid(), orderNumber: z.number().int(), balance: amount, spentAt: z.string() }),
);

/** A cancelled order gave back the credit it had taken, in the same append as the cancellation. */
export const StoreCreditRestored = defineEvent(
  'StoreCreditRestored',
  z.object({ userId: z.uuid(), amount, orderId: z.uuid(), orderNumber: z.number().int(), balance: amount, restoredAt: z.string() }),
);

export const storeCreditEvents = [StoreCreditAdded, StoreCreditSpent, StoreCreditRestored] as const;
export type StoreCreditEvent = EventOf<typeof storeCreditEvents>;

/** Her balance in fils, as the stream stands. */
export const storeCreditFold = {
  streamType: 'store-credit',
  initialState: (): bigint => 0n,
  evolve(balance: bigint, event: { readonly type: string; readonly data: unknown }): bigint {
    const typed = event as StoreCreditEvent;
    switch (typed.type) {
      case 'StoreCreditAdded':
      case 'StoreCreditSpent':
      case 'StoreCreditRestored':
        return toFils(typed.data.balance);
      default:
        return balance;
    }
  },
};

function toFils(value: string): bigint {
  const [whole, fraction] = value.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction!);
}
