import { randomUUID } from 'node:crypto';
import { addressBookStreamId } from '../../events/addresses.js';
import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { addressBookDecider, type AddressFields } from './address-book.js';
import type { AddressChangesRequest, AddressRequest } from './schemas.js';

export async function saveAddress(
  store: EventStore,
  userId: string,
  request: AddressRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ addressId: string; append: AppendResult | null }> {
  const addressId = randomUUID();
  const { isDefault, ...fields } = request;
  const handled = await handleCommand(
    store,
    addressBookDecider,
    addressBookStreamId(userId),
    { type: 'SaveAddress', userId, addressId, fields, isDefault, now },
    metadata,
  );
  return { addressId, append: handled.append };
}

export async function reviseAddress(
  store: EventStore,
  userId: string,
  addressId: string,
  request: AddressChangesRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const { isDefault, ...given } = request;
  const changes = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<AddressFields>;
  const handled = await handleCommand(
    store,
    addressBookDecider,
    addressBookStreamId(userId),
    { type: 'ReviseAddress', userId, addressId, changes, isDefault, now },
    metadata,
  );
  return handled.append;
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
