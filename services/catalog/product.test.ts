import { describe, it } from 'vitest';
import type { ProductEvent, ProductStatus } from '../../events/catalog.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { productDecider, type ProductCommand } from './product.decider.js';

const given = deciderSpec(productDecider);
const productId = '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01';
const categoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11';
const otherCategoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a22';
const v52 = '11111111-1111-4111-8111-111111111152';
const v54 = '11111111-1111-4111-8111-111111111154';
const v56 = '11111111-1111-4111-8111-111111111156';
const img1 = '22222222-2222-4222-8222-222222222201';
const img2 = '22222222-2222-4222-8222-222222222202';
const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-02T10:00:00.000Z');

const details = {
  categoryId,
  nameEn: 'Black Abaya',
  nameAr: 'عباية سوداء',
  descriptionEn: 'Soft crepe',
  descriptionAr: null,
  status: 'active' as ProductStatus,
};
const variant = (variantId: string, size: string, stock: number, isNew = false) => ({
  variantId,
  isNew,
  size,
  color: 'Black',
  colorKey: 'black',
  price: '295.00',
  stock,
});
const image = (imageId: string, position: number, isNew = false) => ({
  imageId,
  isNew,
  url: `/api/media/${'a'.repeat(63)}${position}.png`,
  isPrimary: position === 0,
  position,
});

const content = {
  productId,
  categoryExists: true,
  details,
  variants: [variant(v52, '52', 5), variant(v54, '54', 0)],
  images: [image(img1, 0)],
  now,
};

const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId,
    slug: 'black-abaya',
    ...details,
    variants: [
      { variantId: v52, size: '52', color: 'Black', colorKey: 'black', price: '295.00', stock: 5 },
      { variantId: v54, size: '54', color: 'Black', colorKey: 'black', price: '295.00', stock: 0 },
    ],
    images: [{ imageId: img1, url: image(img1, 0).url, isPrimary: true, position: 0 }],
    createdAt: now.toISOString(),
  },
};

const adminId = '0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9';
const correction = (variantId: string, change: number, stock: number): ProductEvent => ({
  type: 'StockAdjustmentMade',
  data: { productId, variantId, change, stock, reason: 'correction', note: null, adjustedBy: adminId, adjustedAt: later.toISOString() },
});

const revise = (changes: Partial<typeof content>): ProductCommand => ({
  type: 'ReviseProduct',
  actorId: adminId,
  ...content,
  now: later,
  ...changes,
});

describe('product decider', () => {
  it('creates a product with its variants, their opening stock, and images', () => {
    given([]).when({ type: 'CreateProduct', slug: 'black-abaya', ...content }).then([created]);
  });

  it('refuses a product whose category does not exist, with 400', () => {
    given([])
      .when({ type: 'CreateProduct', slug: 'x', ...content, categoryExists: false })
      .thenRefuses('invalid', 'Category not found');
  });

  it('refuses a stock below 0 or above 1,000,000, or a price the money columns cannot hold, on creation and on an edit', () => {
    for (const stock of [-1, 1_000_001, 2.5]) {
      given([])
        .when({ type: 'CreateProduct', slug: 'x', ...content, variants: [variant(v52, '52', stock)] })
        .thenRefuses('invalid', { code: 'stock_out_of_range' });
      given([created]).when(revise({ variants: [variant(v52, '52', stock)] })).thenRefuses('invalid', { code: 'stock_out_of_range' });
    }
    given([])
      .when({ type: 'CreateProduct', slug: 'x', ...content, variants: [{ ...variant(v52, '52', 1), price: '100000000.00' }] })
      .thenRefuses('invalid', /Price/);
    const full = { variantId: v52, size: '52', color: 'Black', colorKey: 'black', price: '99999999.99', stock: 1_000_000 };
    given([])
      .when({ type: 'CreateProduct', slug: 'black-abaya', ...content, variants: [{ ...full, isNew: false }] })
      .then([{ type: 'ProductCreated', data: { ...(created.data as object), variants: [full] } } as ProductEvent]);
  });

  it('records nothing when an edit changes nothing', () => {
    given([created]).when(revise({})).then([]);
  });

  it('keeps the ids of variants sent back with their id, adds new ones at 0 and adjusts stock to the admin count', () => {
    given([created])
      .when(
        revise({
          details: { ...details, nameEn: 'Black Crepe Abaya', status: 'inactive' },
          variants: [variant(v52, '52', 5), variant(v56, '56', 7, true)],
          images: [image(img2, 0, true), image(img1, 1)],
        }),
      )
      .then([
        {
          type: 'ProductRevised',
          data: {
            productId,
            ...details,
            nameEn: 'Black Crepe Abaya',
            status: 'inactive',
            variants: [
              { variantId: v52, size: '52', color: 'Black', colorKey: 'black', price: '295.00' },
              { variantId: v56, size: '56', color: 'Black', colorKey: 'black', price: '295.00' },
            ],
            images: [
              { imageId: img2, url: image(img2, 0).url, isPrimary: true, position: 0 },
              { imageId: img1, url: image(img1, 1).url, isPrimary: false, position: 1 },
            ],
            revisedAt: later.toISOString(),
          },
        },
        correction(v56, 7, 7),
      ]);
  });

  it('records a stock typed into the form as a correction by the difference, per changed variant, by the editing admin', () => {
    given([created])
      .when(revise({ variants: [variant(v52, '52', 2), variant(v54, '54', 10)] }))
      .then([correction(v52, -3, 2), correction(v54, 10, 10)]);
  });

  it('folds stock adjustments (old absolute counts and ledger entries) into the state the next edit compares against', () => {
    const counted: ProductEvent = { type: 'StockAdjusted', data: { productId, variantId: v52, stock: 2, adjustedAt: later.toISOString() } };
    given([created, counted, correction(v54, 4, 4)])
      .when(revise({ variants: [variant(v52, '52', 2), variant(v54, '54', 4)] }))
      .then([]);
  });

  it('moves a product to another existing category', () => {
    given([created])
      .when(revise({ details: { ...details, categoryId: otherCategoryId } }))
      .then([
        {
          type: 'ProductRevised',
          data: {
            productId,
            ...details,
            categoryId: otherCategoryId,
            variants: created.type === 'ProductCreated' ? created.data.variants.map(({ stock: _s, ...rest }) => rest) : [],
            images: created.type === 'ProductCreated' ? created.data.images : [],
            revisedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('refuses variant ids that are not this product’s, and the same variant twice', () => {
    const stranger = '33333333-3333-4333-8333-333333333333';
    given([created]).when(revise({ variants: [variant(stranger, 'M', 1)] })).thenRefuses('invalid', /Unknown variant/);
    given([created]).when(revise({ variants: [variant(v52, '52', 1), variant(v52, '54', 1)] })).thenRefuses('invalid', 'The same variant appears twice');
  });

  it('refuses an edit without variants or images', () => {
    given([created]).when(revise({ variants: [] })).thenRefuses('invalid', 'At least one variant is required');
    given([created]).when(revise({ images: [] })).thenRefuses('invalid', 'At least one image is required');
  });

  it('deletes a product, after which it cannot be edited or deleted again', () => {
    const deleted: ProductEvent = { type: 'ProductDeleted', data: { productId, deletedAt: later.toISOString() } };
    given([created]).when({ type: 'DeleteProduct', productId, now: later }).then([deleted]);
    given([created, deleted]).when(revise({})).thenRefuses('not_found', 'Product not found');
    given([created, deleted]).when({ type: 'DeleteProduct', productId, now: later }).thenRefuses('not_found', 'Product not found');
    given([]).when({ type: 'DeleteProduct', productId, now: later }).thenRefuses('not_found', 'Product not found');
  });
});
