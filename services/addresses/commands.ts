import { randomUUID } from 'node:crypto';
import { addressBookStreamId } from '../../events/addresses.js';
import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { pgTimeText } from '../../infra/pg-time.js';
import type { AddressRecord } from '../../projections/addresses/index.js';
import { addressBookDecider, type AddressBook, type AddressFields } from './address-book.decider.js';
import type { AddressChangesRequest, AddressRequest } from './schemas.js';

export async function saveAddress(
  store: EventStore,
  userId: string,
  request: AddressRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ addressId: string; append: AppendResult | null; address: AddressRecord }> {
  const addressId = randomUUID();
  const { isDefault, ...fields } = request;
  const handled = await handleCommand(
    store,
    addressBookDecider,
    addressBookStreamId(userId),
    { type: 'SaveAddress', userId, addressId, fields, isDefault, now },
    metadata,
  );
  return { addressId, append: handled.append, address: addressAnswer(handled.state, addressId) };
}

/** A revision and the address as it stands after (the answer, ADR 049). */
export async function reviseAddress(
  store: EventStore,
  userId: string,
  addressId: string,
  request: AddressChangesRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; address: AddressRecord }> {
  const { isDefault, ...given } = request;
  const changes = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<AddressFields>;
  const handled = await handleCommand(
    store,
    addressBookDecider,
    addressBookStreamId(userId),
    { type: 'ReviseAddress', userId, addressId, changes, isDefault, now },
    metadata,
  );
  return { append: handled.append, address: addressAnswer(handled.state, addressId) };
}

/** An address as the addresses read model shows it, from the book a decision left (one that did not refuse: it is there). */
function addressAnswer(book: AddressBook, addressId: string): AddressRecord {
  const saved = book.addresses.find((address) => address.addressId === addressId);
  if (!saved) throw new Error(`Address ${addressId} is not in the book after its decision`);
  const { name, phone, city, addressLine1, addressLine2 } = saved;
  return {
    id: addressId,
    name,
    phone,
    city,
    addressLine1,
    addressLine2,
    isDefault: book.defaultId === addressId,
    createdAt: pgTimeText(saved.savedAt),
    updatedAt: pgTimeText(saved.updatedAt),
  };
}

export async function removeAddress(
  store: EventStore,
  userId: string,
  addressId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const handled = await handleCommand(store, addressBookDecider, addressBookStreamId(userId), { type: 'RemoveAddress', userId, addressId, now }, metadata);
  return handled.append;
}
