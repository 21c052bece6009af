import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import {
  createProductDecider,
  deleteProductDecider,
  reviseProductDecider,
  tooManyOfOneName,
  type CreateProduct,
  type ReviseProduct,
} from './product-decisions.decider.js';
import { firstCandidates, moreCandidates } from './slug-claim.decider.js';

const productId = '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01';
const otherProductId = '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e02';
const categoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11';
const otherCategoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a22';
const adminId = '0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9';
const v52 = '11111111-1111-4111-8111-111111111152';
const img1 = '22222222-2222-4222-8222-222222222201';
const now = new Date('2026-03-01T10:00:00.000Z');
const imageUrl = `/api/media/${'a'.repeat(64)}.png`;

const details = {
  categoryId,
  nameEn: 'Black Abaya',
  nameAr: 'عباية سوداء',
  descriptionEn: null,
  descriptionAr: null,
  status: 'active' as const,
};
const draft = {
  productId,
  details,
  variants: [{ variantId: v52, isNew: true, size: '52', color: 'Black', colorKey: 'black', price: '295.00', stock: 5 }],
  images: [{ imageId: img1, isNew: true, url: imageUrl, isPrimary: true, position: 0 }],
  refusedImages: [],
  now,
};
const create = (changes: Partial<CreateProduct> = {}): CreateProduct => ({ ...draft, baseSlug: 'black-abaya', ...changes });
const revise = (changes: Partial<ReviseProduct> = {}): ReviseProduct => ({
  ...draft,
  variants: draft.variants.map((variant) => ({ ...variant, isNew: false })),
  images: draft.images.map((image) => ({ ...image, isNew: false })),
  actorId: adminId,
  ...changes,
});

const categoryCreated = (id: string): NewEvent => ({
  type: 'CategoryCreated',
  data: { categoryId: id, slug: `category-${id.slice(-2)}`, nameEn: 'Abayas', nameAr: 'عبايات', createdAt: now.toISOString() },
});
const filed = (id: string, product = productId): NewEvent => ({ type: 'ProductFiled', data: { categoryId: id, productId: product } });
const unfiled = (id: string): NewEvent => ({ type: 'ProductUnfiled', data: { categoryId: id, productId } });
const claimed = (slug: string, ownerId = otherProductId): NewEvent => ({ type: 'SlugClaimed', data: { scope: 'product', slug, ownerId } });
const productCreated = (slug = 'black-abaya'): NewEvent => ({
  type: 'ProductCreated',
  data: {
    productId,
    slug,
    ...details,
    variants: [{ variantId: v52, size: '52', color: 'Black', colorKey: 'black', price: '295.00', stock: 5 }],
    images: [{ imageId: img1, url: imageUrl, isPrimary: true, position: 0 }],
    createdAt: now.toISOString(),
  },
});
/** Each candidate's claim, `taken` of them held by other products; the rest free. */
const candidates = (count: number, taken: number, name = (n: number) => (n === 1 ? 'black-abaya' : `black-abaya-${n}`), from = 1) =>
  Array.from({ length: count }, (_, index) => (index < taken ? [claimed(name(from + index))] : []));
/** The claim lists a decision appends: one claim at `at` (0-based) among `count` candidates. */
const claimAt = (count: number, at: number, slug: string) =>
  Array.from({ length: count }, (_, index) => (index === at ? [claimed(slug, productId)] : []));

describe('creating a product', () => {
  const spec = commandSpec(createProductDecider);

  it('records the product with the slug of its name, files it in its category and claims the slug, in one decision', () => {
    spec({ category: [categoryCreated(categoryId)] })
      .when(create())
      .then(
        { product: [productCreated()], category: [filed(categoryId)], slugs: claimAt(firstCandidates, 0, 'black-abaya') },
        { slug: 'black-abaya' },
      );
  });

  it('takes the first free suffix when the slug is held by another product', () => {
    spec({ category: [categoryCreated(categoryId)], slugs: candidates(firstCandidates, 2) })
      .when(create())
      .then(
        { product: [productCreated('black-abaya-3')], category: [filed(categoryId)], slugs: claimAt(firstCandidates, 2, 'black-abaya-3') },
        { slug: 'black-abaya-3' },
      );
  });

  it('reads further candidates once the first ones are all taken', () => {
    const decision = spec({ category: [categoryCreated(categoryId)], slugs: candidates(firstCandidates, firstCandidates) })
      .when(create())
      .then({
        product: [productCreated(`black-abaya-${firstCandidates + 1}`)],
        category: [filed(categoryId)],
        moreSlugs: claimAt(moreCandidates, 0, `black-abaya-${firstCandidates + 1}`),
      });
    expect(decision.result).toEqual({ slug: 'black-abaya-9' });
  });

  it('refuses, naming the slug, when every candidate it reads is taken', () => {
    spec({
      category: [categoryCreated(categoryId)],
      slugs: candidates(firstCandidates, firstCandidates),
      moreSlugs: candidates(moreCandidates, moreCandidates, (n) => `black-abaya-${n}`, firstCandidates + 1),
    })
      .when(create())
      .thenRefuses('conflict', { code: 'slug_taken', params: { slug: 'black-abaya' }, message: tooManyOfOneName });
  });

  it('refuses a category that does not exist or was deleted, as an invalid field', () => {
    spec({}).when(create()).thenRefuses('invalid', 'Category not found');
    const deleted: NewEvent = { type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } };
    spec({ category: [categoryCreated(categoryId), deleted] }).when(create()).thenRefuses('invalid', 'Category not found');
  });

  it('refuses an image the handler could not record, naming its field, after the product’s own checks', () => {
    const refusedImages = [{ field: 'images.0.url', message: 'Image not found', code: 'unknown_image' }];
    const refusal = spec({ category: [categoryCreated(categoryId)] })
      .when(create({ refusedImages }))
      .thenRefuses('invalid', { code: 'unknown_image', message: 'Image not found' });
    expect(refusal.errors).toEqual({ 'images.0.url': ['Image not found'] });
    spec({}).when(create({ refusedImages })).thenRefuses('invalid', 'Category not found');
    spec({ category: [categoryCreated(categoryId)] })
      .when(create({ refusedImages, variants: [] }))
      .thenRefuses('invalid', 'At least one variant is required');
  });

  it('refuses a product id that exists already', () => {
    spec({ product: [productCreated()], category: [categoryCreated(categoryId)] })
      .when(create())
      .thenRefuses('conflict', 'Product already exists');
  });
});

describe('revising a product', () => {
  const spec = commandSpec(reviseProductDecider);
  const existing = { product: [productCreated()], category: [categoryCreated(categoryId), filed(categoryId)] };

  it('keeps the slug when renamed: no claim stream is read or written', () => {
    const renamed = revise({ details: { ...details, nameEn: 'Silk Abaya' } });
    expect(Object.keys(reviseProductDecider.streams(renamed))).toEqual(['product', 'category', 'colours']);
    const decision = spec(existing).when(renamed).then({
      product: [{ type: 'ProductRevised', data: expect.objectContaining({ nameEn: 'Silk Abaya', revisedAt: now.toISOString() }) }],
    });
    expect(JSON.stringify(decision.events)).not.toContain('slug');
  });

  it('appends nothing for an unchanged edit', () => {
    spec(existing).when(revise()).then({});
  });

  it('takes a moved product out of its old category and files it in the new one', () => {
    spec({ product: existing.product, previous: existing.category, category: [categoryCreated(otherCategoryId)] })
      .when(revise({ details: { ...details, categoryId: otherCategoryId } }))
      .then({
        product: [{ type: 'ProductRevised', data: expect.objectContaining({ categoryId: otherCategoryId }) } as never],
        previous: [unfiled(categoryId)],
        category: [filed(otherCategoryId)],
      });
  });

  it('refuses a move into a category that does not exist', () => {
    spec({ product: existing.product }).when(revise({ details: { ...details, categoryId: otherCategoryId } })).thenRefuses('invalid', 'Category not found');
  });

  it('refuses an edit of a form loaded at another version, and an unknown product', () => {
    spec(existing).when(revise({ loadedAt: [7] })).thenRefuses('conflict', { code: 'stale_product' });
    spec({ category: existing.category }).when(revise()).thenRefuses('not_found', 'Product not found');
  });
});

describe('deleting a product', () => {
  const spec = commandSpec(deleteProductDecider);

  it('deletes it and takes it out of its category', () => {
    spec({ product: [productCreated()], category: [categoryCreated(categoryId), filed(categoryId)] })
      .when({ productId, now })
      .then({
        product: [{ type: 'ProductDeleted', data: { productId, deletedAt: now.toISOString() } }],
        category: [unfiled(categoryId)],
      });
  });

  it('refuses an unknown product', () => {
    spec({}).when({ productId, now }).thenRefuses('not_found', 'Product not found');
  });
});
