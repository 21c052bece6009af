import { describe, it } from 'vitest';
import type { AddressEvent } from '../../events/addresses.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { addressBookDecider, maxAddresses, type AddressFields } from './address-book.decider.js';

const given = deciderSpec(addressBookDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const at = now.toISOString();
const userId = '5b0f5c4e-8d1e-4a57-9d6b-0a4c0b6f7a11';
const home = '11111111-1111-4111-8111-111111111111';
const office = '22222222-2222-4222-8222-222222222222';
const mother = '33333333-3333-4333-8333-333333333333';
const fields: AddressFields = { name: 'Huda Ali', phone: '050 123 4567', city: 'dubai', addressLine1: 'Villa 4, Street 12', addressLine2: null };

const saved = (addressId: string, more: Partial<AddressFields> = {}): AddressEvent => ({
  type: 'AddressSaved',
  data: { userId, addressId, ...fields, ...more, savedAt: at },
});
const chosen = (addressId: string): AddressEvent => ({ type: 'DefaultAddressChosen', data: { userId, addressId } });
const removed = (addressId: string): AddressEvent => ({ type: 'AddressRemoved', data: { userId, addressId, removedAt: at } });
const save = (addressId: string, isDefault = false) => ({ type: 'SaveAddress' as const, userId, addressId, fields, isDefault, now });

describe('address book decider', () => {
  it('makes the first address saved the default, whether or not she asked', () => {
    given([]).when(save(home)).then([saved(home), chosen(home)]);
  });

  it('keeps the default where it is for a later address, and moves it when the new one is saved as default', () => {
    given([saved(home), chosen(home)]).when(save(office)).then([saved(office)]);
    given([saved(home), chosen(home)]).when(save(office, true)).then([saved(office), chosen(office)]);
  });

  it('refuses an address past the limit', () => {
    const full = Array.from({ length: maxAddresses }, (_, n) => saved(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`));
    given(full).when(save(home)).thenRefuses('invalid', { code: 'address_limit', params: { limit: maxAddresses } });
  });

  it('revises the fields whole and chooses the default, recording nothing when nothing changes', () => {
    given([saved(home), chosen(home), saved(office)])
      .when({ type: 'ReviseAddress', userId, addressId: office, changes: { city: 'sharjah' }, isDefault: true, now })
      .then([
        { type: 'AddressRevised', data: { userId, addressId: office, ...fields, city: 'sharjah', revisedAt: at } },
        chosen(office),
      ]);
    given([saved(home), chosen(home)])
      .when({ type: 'ReviseAddress', userId, addressId: home, changes: { name: 'Huda Ali' }, isDefault: true, now })
      .then([]);
  });

  it('refuses taking the default off without choosing another, and an address she does not have', () => {
    given([saved(home), chosen(home), saved(office)])
      .when({ type: 'ReviseAddress', userId, addressId: home, changes: {}, isDefault: false, now })
      .thenRefuses('invalid', { code: 'default_address_required' });
    given([saved(home), chosen(home), removed(home)])
      .when({ type: 'ReviseAddress', userId, addressId: home, changes: { name: 'X' }, now })
      .thenRefuses('not_found', 'Address not found');
    given([saved(home), chosen(home)])
      .when({ type: 'RemoveAddress', userId, addressId: office, now })
      .thenRefuses('not_found', 'Address not found');
  });

  it('passes the default to the most recently saved address left when the default is removed', () => {
    given([saved(home), chosen(home), saved(office), saved(mother)])
      .when({ type: 'RemoveAddress', userId, addressId: home, now })
      .then([removed(home), chosen(mother)]);
    given([saved(home), chosen(home), saved(office)])
      .when({ type: 'RemoveAddress', userId, addressId: office, now })
      .then([removed(office)]);
    given([saved(home), chosen(home)]).when({ type: 'RemoveAddress', userId, addressId: home, now }).then([removed(home)]);
  });

  it('makes the next address saved after the last was removed the default again', () => {
    given([saved(home), chosen(home), removed(home)]).when(save(office)).then([saved(office), chosen(office)]);
  });
});
