import { describe, expect, it } from 'vitest';
import { storeCatalogue } from './index.js';
import { summarise } from './summary.js';

describe('the summary of every event type of the catalogue', () => {
  it('is its own: no type of the store falls back to `other`', () => {
    const other = storeCatalogue.types().filter((type) => summarise(type, {}).kind !== type);
    expect(other).toEqual([]);
  });

  it('leaves out what an auditor must not read: a password hash, a note, an address line, a phone', () => {
    const changed = summarise('PasswordChanged', { userId: 'u', passwordHash: '$argon2id$secret', changedAt: 'now' });
    expect(JSON.stringify(changed)).not.toContain('argon2');
    const saved = summarise('AddressSaved', { userId: 'u', addressId: 'a', name: 'Noura', phone: '+971501234567', city: 'dubai', addressLine1: 'Villa 9' });
    expect(saved.params).toEqual({ userId: 'u', addressId: 'a', city: 'dubai' });
    const credit = summarise('StoreCreditAdded', { userId: 'u', amount: '10.00', source: 'goodwill', returnId: null, creditNoteNumber: null, balance: '10.00', note: 'she was upset' });
    expect(JSON.stringify(credit)).not.toContain('upset');
    const review = summarise('ReviewWritten', { userId: 'u', productId: 'p', authorName: 'Noura', rating: 4, comment: 'Lovely fabric' });
    expect(review.params).toEqual({ userId: 'u', productId: 'p', rating: 4, withComment: true });
  });

  it("counts a placed order's pieces, not its lines, as the order lists do", () => {
    const placed = summarise('OrderPlaced', {
      orderId: 'o',
      orderNumber: 1042,
      totalAmount: '455.00',
      items: [{ productId: 'p', variantId: 'v', quantity: 2 }, { productId: 'q', variantId: 'w', quantity: 1 }],
    });
    expect(placed.params).toMatchObject({ orderNumber: 1042, items: 3 });
    const line = (quantity: number) => ({ productId: 'p', variantId: 'v', quantity });
    const edited = summarise('OrderItemsEdited', { orderId: 'o', orderNumber: 1042, items: [line(2), line(2)], before: { items: [line(3)] } });
    // An edit says both: which lines changed matters there, and so do the pieces.
    expect(edited.params).toMatchObject({ itemsBefore: 1, items: 2, piecesBefore: 3, pieces: 4 });
  });

  it('names a type the catalogue does not know as `other`, with its type', () => {
    expect(summarise('SomethingRetired', { a: 1 })).toEqual({ kind: 'other', params: { type: 'SomethingRetired' } });
  });
});
