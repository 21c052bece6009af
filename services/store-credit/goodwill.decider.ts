import { refuse, type Decider } from '../../events/index.js';
import { storeCreditFold, type StoreCreditEvent } from '../../events/store-credit.js';
import { fromCents, maxAmount, toCents } from '../../infra/money.js';

export const customerNotFound = 'Customer not found';

export interface AddGoodwill {
  readonly userId: string;
  /** Whether the account exists (the users read model has it). */
  readonly accountExists: boolean;
  readonly amount: string;
  readonly note: string | null;
  readonly now: Date;
}

/**
 * Staff's goodwill credit to a shopper (ADR 067): added on her credit's stream at the version read, with the balance
 * after it. Refused for an unknown account, and when the balance would pass what an amount holds.
 */
export const goodwillDecider: Decider<AddGoodwill, StoreCreditEvent, bigint> = {
  ...storeCreditFold,
  evolve: (balance, event) => storeCreditFold.evolve(balance, event),
  decide(command, balance) {
    if (!command.accountExists) throw refuse.notFound(customerNotFound, { code: 'user_not_found' });
    const after = balance + toCents(command.amount);
    if (after > toCents(maxAmount)) {
      const message = `Her balance can be at most ${maxAmount}`;
      throw refuse.invalid(message, { code: 'invalid_store_credit', errors: { amount: [message] } });
    }
    return [
      {
        type: 'StoreCreditAdded',
        data: {
          userId: command.userId,
          amount: command.amount,
          source: 'goodwill',
          returnId: null,
          creditNoteNumber: null,
          balance: fromCents(after),
          addedAt: command.now.toISOString(),
          note: command.note,
        },
      },
    ];
  },
};
