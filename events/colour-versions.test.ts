import { describe, expect, it } from 'vitest';
import { storeCatalogue } from './index.js';

const variant = (color: string | null) => ({
  variantId: '11111111-1111-4111-8111-111111111111',
  size: 'M',
  color,
  price: '250.00',
  stock: 3,
});

describe('variants stored before colours were managed', () => {
  it("read as the palette colour their text names, in any case, and as free text otherwise", () => {
    const stored = {
      productId: '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01',
      slug: 'abaya',
      categoryId: '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11',
      nameEn: 'Abaya',
      nameAr: 'عباية',
      descriptionEn: null,
      descriptionAr: null,
      status: 'active',
      variants: [variant('black'), variant(' Sky Blue '), variant('Dusty Lilac'), variant(null)],
      images: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const lifted = storeCatalogue.upcast('ProductCreated', 1, stored) as { variants: { color: string | null; colorKey: string | null }[] };
    expect(lifted.variants.map((one) => [one.color, one.colorKey])).toEqual([
      ['black', 'black'],
      [' Sky Blue ', 'sky-blue'],
      ['Dusty Lilac', null],
      [null, null],
    ]);
    // The lifted event is the current version's shape.
    expect(() => storeCatalogue.definition('ProductCreated').schema.parse(lifted)).not.toThrow();
  });

  it('lifts a revision the same way', () => {
    const stored = {
      productId: '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01',
      categoryId: '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11',
      nameEn: 'Abaya',
      nameAr: 'عباية',
      descriptionEn: null,
      descriptionAr: null,
      status: 'active',
      variants: [{ variantId: '11111111-1111-4111-8111-111111111111', size: null, color: 'CAMEL', price: '90.00' }],
      images: [],
      revisedAt: '2026-01-02T00:00:00.000Z',
    };
    const lifted = storeCatalogue.upcast('ProductRevised', 1, stored) as { variants: { colorKey: string | null }[] };
    expect(lifted.variants[0]!.colorKey).toBe('camel');
  });
});
