import type { Queryable } from '../../events/index.js';
import { everyPage } from '../../infra/http/paging.js';
import { listAddresses } from '../../projections/addresses/index.js';
import type { AddressAnswer } from './schemas.js';

/** Her whole address book for her data export, newest first, as the address book answers each address. */
export function addressesOf(db: Queryable, userId: string): Promise<AddressAnswer[]> {
  return everyPage(
    async (after: readonly [string, string] | null, limit) => (await listAddresses(db, userId, { limit, after })).rows,
    (address) => [address.createdAt, address.id] as const,
  );
}
