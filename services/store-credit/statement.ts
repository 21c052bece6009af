import type { StoredEvent } from '../../events/index.js';
import { storeCreditFold, type StoreCreditEvent } from '../../events/store-credit.js';
import { fromCents } from '../../infra/money.js';
import type { StoreCreditEntryAnswer } from './schemas.js';

/** Her credit's stream as her account shows it: the balance it folds to, and each movement with its stream version. */
export function statementOf(
  events: readonly Pick<StoredEvent, 'type' | 'data' | 'globalPosition' | 'streamVersion'>[],
): { balance: string; entries: (StoreCreditEntryAnswer & { version: number })[] } {
  let balance = storeCreditFold.initialState();
  const entries: (StoreCreditEntryAnswer & { version: number })[] = [];
  for (const stored of events) {
    balance = storeCreditFold.evolve(balance, stored);
    const event = { type: stored.type, data: stored.data } as StoreCreditEvent;
    const base = { id: String(stored.globalPosition), version: stored.streamVersion, amount: event.data.amount, balance: event.data.balance };
    switch (event.type) {
      case 'StoreCreditAdded':
        entries.push({
          ...base,
          kind: 'added',
          source: event.data.source,
          returnId: event.data.returnId,
          creditNoteNumber: event.data.creditNoteNumber,
          orderId: null,
          orderNumber: null,
          at: event.data.addedAt,
        });
        break;
      case 'StoreCreditSpent':
      case 'StoreCreditRestored':
        entries.push({
          ...base,
          kind: event.type === 'StoreCreditSpent' ? 'spent' : 'restored',
          source: null,
          returnId: null,
          creditNoteNumber: null,
          orderId: event.data.orderId,
          orderNumber: event.data.orderNumber,
          at: event.type === 'StoreCreditSpent' ? event.data.spentAt : event.data.restoredAt,
        });
        break;
    }
  }
  return { balance: fromCents(balance), entries: entries.reverse() };
}
