import { describe, expect, it } from 'vitest';
import { storeCatalogue } from './index.js';

const typedAddress = {
  shippingName: 'Noura',
  shippingPhone: '050 123 4567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 1',
  shippingAddressLine2: null,
  deliveryNote: null,
};

describe('phones stored before they were kept in one form', () => {
  it('reads an order placed with "050 123 4567" as placed with +971501234567, its other fields as they were', () => {
    const stored = { orderId: 'o', orderNumber: 1001, totalAmount: '115.00', locale: 'en', storeCreditUsed: '0.00', exchangeOf: null, ...typedAddress };
    expect(storeCatalogue.upcast('OrderPlaced', 4, stored)).toEqual({ ...stored, shippingPhone: '+971501234567' });
    // From the first version on, through every earlier upcast.
    const first = { orderId: 'o', orderNumber: 1, totalAmount: '10.00', ...typedAddress, shippingPhone: '٠٥٠١٢٣٤٥٦٧' };
    expect(storeCatalogue.upcast('OrderPlaced', 1, first)).toMatchObject({ locale: 'ar', shippingPhone: '+971501234567' });
  });

  it('keeps a number that is no UAE number, and an erased one, as they were', () => {
    expect(storeCatalogue.upcast('OrderPlaced', 4, { ...typedAddress, shippingPhone: '+44 20 7946 0958' })).toMatchObject({
      shippingPhone: '+44 20 7946 0958',
    });
    expect(storeCatalogue.upcast('OrderPlaced', 4, { ...typedAddress, shippingPhone: '' })).toMatchObject({ shippingPhone: '' });
  });

  it('reads both phones of an order address change in E.164', () => {
    const stored = { orderId: 'o', orderNumber: 1, before: typedAddress, after: { ...typedAddress, shippingPhone: '04-123-4567' }, changedAt: 't' };
    expect(storeCatalogue.upcast('OrderAddressChanged', 1, stored)).toEqual({
      ...stored,
      before: { ...typedAddress, shippingPhone: '+971501234567' },
      after: { ...typedAddress, shippingPhone: '+97141234567' },
    });
  });

  it('reads a saved or revised address with its phone in E.164', () => {
    const address = { userId: 'u', addressId: 'a', name: 'Noura', phone: '00971 55 111 2222', city: 'dubai', addressLine1: 'Villa 1', addressLine2: null };
    expect(storeCatalogue.upcast('AddressSaved', 1, { ...address, savedAt: 't' })).toEqual({ ...address, phone: '+971551112222', savedAt: 't' });
    expect(storeCatalogue.upcast('AddressRevised', 1, { ...address, revisedAt: 't' })).toEqual({ ...address, phone: '+971551112222', revisedAt: 't' });
  });

  it('lifts opened personal fields alone as the whole upcast lifts them, adding none of the plain fields', () => {
    const opened = { shippingName: 'Noura', shippingPhone: '050 123 4567', shippingAddressLine1: 'Villa 1', shippingAddressLine2: null, deliveryNote: null };
    // Version 1 lacked the language and the fees: those upcasts read plain fields, so they are not run on the box.
    expect(storeCatalogue.upcastOpened('OrderPlaced', 1, opened)).toEqual({ ...opened, shippingPhone: '+971501234567' });
    expect(storeCatalogue.upcastOpened('OrderPlaced', 5, opened)).toEqual(opened);
    expect(storeCatalogue.upcastOpened('AddressSaved', 1, { name: 'N', phone: '٠٥٠١٢٣٤٥٦٧' })).toEqual({ name: 'N', phone: '+971501234567' });
    expect(storeCatalogue.upcastOpened('OrderAddressChanged', 1, { before: typedAddress, after: typedAddress })).toEqual({
      before: { ...typedAddress, shippingPhone: '+971501234567' },
      after: { ...typedAddress, shippingPhone: '+971501234567' },
    });
  });
});
