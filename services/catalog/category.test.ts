import { describe, it } from 'vitest';
import type { CategoryEvent } from '../../events/catalog.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { categoryDecider } from './category.decider.js';

const given = deciderSpec(categoryDecider);
const categoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11';
const now = new Date('2026-03-01T10:00:00.000Z');
const names = { nameEn: 'Abayas', nameAr: 'عبايات' };
const created: CategoryEvent = {
  type: 'CategoryCreated',
  data: { categoryId, slug: 'abayas', ...names, createdAt: now.toISOString() },
};

describe('category decider', () => {
  it('creates a category with the slug it was given', () => {
    given([])
      .when({ type: 'CreateCategory', categoryId, slug: 'abayas', names, now })
      .then([created]);
  });

  it('refuses to create a category twice', () => {
    given([created]).when({ type: 'CreateCategory', categoryId, slug: 'abayas', names, now }).thenRefuses('conflict', 'Category already exists');
  });

  it('renames without touching the slug, and records nothing when the names are unchanged', () => {
    given([created])
      .when({ type: 'RenameCategory', categoryId, names: { nameEn: 'Classic Abayas', nameAr: 'عبايات كلاسيكية' } })
      .then([{ type: 'CategoryRenamed', data: { categoryId, nameEn: 'Classic Abayas', nameAr: 'عبايات كلاسيكية' } }]);
    given([created]).when({ type: 'RenameCategory', categoryId, names }).then([]);
  });

  it('deletes an empty category', () => {
    given([created])
      .when({ type: 'DeleteCategory', categoryId, productCount: 0, now })
      .then([{ type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } }]);
  });

  it('refuses to delete a category that still has products, with 409', () => {
    given([created])
      .when({ type: 'DeleteCategory', categoryId, productCount: 3, now })
      .thenRefuses('conflict', 'This category still has 3 products; move or delete them first');
  });

  it('answers 404 for a category that never existed or was deleted', () => {
    const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } };
    given([]).when({ type: 'RenameCategory', categoryId, names }).thenRefuses('not_found', 'Category not found');
    given([created, deleted]).when({ type: 'RenameCategory', categoryId, names }).thenRefuses('not_found', 'Category not found');
    given([created, deleted]).when({ type: 'DeleteCategory', categoryId, productCount: 0, now }).thenRefuses('not_found', 'Category not found');
  });

  it('knows the products filed in it from its own stream, and refuses to be deleted while one is there', () => {
    const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
    const filed: CategoryEvent = { type: 'ProductFiled', data: { categoryId, productId } };
    const unfiled: CategoryEvent = { type: 'ProductUnfiled', data: { categoryId, productId } };
    given([created]).when({ type: 'FileProduct', categoryId, productId }).then([filed]);
    given([created, filed])
      .when({ type: 'DeleteCategory', categoryId, productCount: 0, now })
      .thenRefuses('conflict', 'This category still has 1 product; move or delete it first');
    given([created, filed]).when({ type: 'UnfileProduct', categoryId, productId }).then([unfiled]);
    given([created, filed, unfiled])
      .when({ type: 'DeleteCategory', categoryId, productCount: 0, now })
      .then([{ type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } }]);
  });

  it('refuses to file a product in a category that is gone, and unfiles nothing it never filed', () => {
    const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
    const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } };
    given([created, deleted]).when({ type: 'FileProduct', categoryId, productId }).thenRefuses('invalid', 'Category not found');
    given([]).when({ type: 'FileProduct', categoryId, productId }).thenRefuses('invalid', 'Category not found');
    given([created]).when({ type: 'UnfileProduct', categoryId, productId }).then([]);
    given([created, deleted]).when({ type: 'UnfileProduct', categoryId, productId }).then([]);
  });
});
