import type { EventStore, Queryable } from '../../events/index.js';
import { storeCreditStreamId } from '../../events/store-credit.js';
import type { StoreCreditAnswer } from './schemas.js';
import { statementOf } from './statement.js';

/** Her store credit for her data export: the balance and every movement, newest first, folded from her stream. */
export async function storeCreditOf(db: Queryable, store: EventStore, userId: string): Promise<StoreCreditAnswer> {
  const { balance, entries } = statementOf(await store.readStream(storeCreditStreamId(userId), { client: db }));
  return { balance, entries: entries.map(({ version: _version, ...entry }) => entry) };
}
