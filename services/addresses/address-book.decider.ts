import { refuse, type Decider } from '../../events/index.js';
import type { AddressEvent, EmirateKey } from '../../events/addresses.js';

export interface AddressFields {
  readonly name: string;
  readonly phone: string;
  readonly city: EmirateKey;
  readonly addressLine1: string;
  readonly addressLine2: string | null;
}

export interface SavedAddress extends AddressFields {
  readonly addressId: string;
  /** When she saved it and last changed it: an answer built from the decision says them (ADR 049). */
  readonly savedAt: string;
  readonly updatedAt: string;
}

/** A shopper keeps a handful of addresses, not a directory. */
export const maxAddresses = 20;

export const addressNotFoundMessage = 'Address not found';

export type AddressCommand =
  | {
      readonly type: 'SaveAddress';
      readonly userId: string;
      readonly addressId: string;
      readonly fields: AddressFields;
      readonly isDefault: boolean;
      readonly now: Date;
    }
  | {
      readonly type: 'ReviseAddress';
      readonly userId: string;
      readonly addressId: string;
      readonly changes: Partial<AddressFields>;
      readonly isDefault?: boolean;
      readonly now: Date;
    }
  | { readonly type: 'RemoveAddress'; readonly userId: string; readonly addressId: string; readonly now: Date };

/** Her addresses in the order she saved them, and which one is the default (null only while she has none). */
export interface AddressBook {
  readonly addresses: readonly SavedAddress[];
  readonly defaultId: string | null;
}

const sameFields = (a: AddressFields, b: AddressFields) =>
  a.name === b.name && a.phone === b.phone && a.city === b.city && a.addressLine1 === b.addressLine1 && a.addressLine2 === b.addressLine2;

const fieldsOf = ({ name, phone, city, addressLine1, addressLine2 }: AddressFields): AddressFields => ({
  name,
  phone,
  city,
  addressLine1,
  addressLine2,
});

/**
 * A shopper's address book, one stream: she has exactly one default whenever she has an address. The first saved
 * becomes it; saving or revising one "as default" moves it there; removing the default passes it to the address
 * saved most recently among those left. Taking the default off an address without choosing another is refused,
 * since checkout would then have nothing to prefill.
 */
export const addressBookDecider: Decider<AddressCommand, AddressEvent, AddressBook> = {
  streamType: 'address-book',
  initialState: () => ({ addresses: [], defaultId: null }),
  evolve(book, event) {
    switch (event.type) {
      case 'AddressSaved': {
        const { userId: _user, ...address } = event.data;
        return { ...book, addresses: [...book.addresses, { ...address, updatedAt: address.savedAt }] };
      }
      case 'AddressRevised': {
        const { userId: _user, revisedAt, ...revised } = event.data;
        return {
          ...book,
          addresses: book.addresses.map((address) =>
            address.addressId === revised.addressId ? { ...revised, savedAt: address.savedAt, updatedAt: revisedAt } : address,
          ),
        };
      }
      case 'DefaultAddressChosen':
        return { ...book, defaultId: event.data.addressId };
      case 'AddressRemoved': {
        const addresses = book.addresses.filter((address) => address.addressId !== event.data.addressId);
        return { addresses, defaultId: book.defaultId === event.data.addressId ? null : book.defaultId };
      }
    }
  },
  decide(command, book) {
    const { userId, addressId } = command;
    const chosen = (id: string): AddressEvent => ({ type: 'DefaultAddressChosen', data: { userId, addressId: id } });
    switch (command.type) {
      case 'SaveAddress': {
        if (book.addresses.some((address) => address.addressId === addressId)) throw refuse.conflict('This address is already saved');
        if (book.addresses.length >= maxAddresses) {
          throw refuse.invalid(`At most ${maxAddresses} addresses can be saved`, { code: 'address_limit', params: { limit: maxAddresses } });
        }
        const saved: AddressEvent = {
          type: 'AddressSaved',
          data: { userId, addressId, ...fieldsOf(command.fields), savedAt: command.now.toISOString() },
        };
        return command.isDefault || book.defaultId === null ? [saved, chosen(addressId)] : [saved];
      }
      case 'ReviseAddress': {
        const current = book.addresses.find((address) => address.addressId === addressId);
        if (!current) throw refuse.notFound(addressNotFoundMessage);
        const isDefault = book.defaultId === addressId;
        if (command.isDefault === false && isDefault) {
          throw refuse.invalid('Choose another address as the default instead', {
            code: 'default_address_required',
            errors: { isDefault: ['Choose another address as the default instead'] },
          });
        }
        const revised = fieldsOf({ ...current, ...command.changes });
        const events: AddressEvent[] = [];
        if (!sameFields(current, revised)) {
          events.push({ type: 'AddressRevised', data: { userId, addressId, ...revised, revisedAt: command.now.toISOString() } });
        }
        if (command.isDefault === true && !isDefault) events.push(chosen(addressId));
        return events;
      }
      case 'RemoveAddress': {
        if (!book.addresses.some((address) => address.addressId === addressId)) throw refuse.notFound(addressNotFoundMessage);
        const removed: AddressEvent = { type: 'AddressRemoved', data: { userId, addressId, removedAt: command.now.toISOString() } };
        if (book.defaultId !== addressId) return [removed];
        const next = book.addresses.filter((address) => address.addressId !== addressId).at(-1);
        return next ? [removed, chosen(next.addressId)] : [removed];
      }
    }
  },
};
