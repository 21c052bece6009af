import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { createCategoryDecider, deleteCategoryDecider, renameCategoryDecider, type CreateCategory } from './category-decisions.decider.js';
import { firstCandidates } from './slug-claim.decider.js';

const categoryId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11';
const otherId = '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a22';
const productId = '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01';
const now = new Date('2026-03-01T10:00:00.000Z');
const names = { nameEn: 'Prayer Sets', nameAr: 'أطقم صلاة' };

const create = (changes: Partial<CreateCategory> = {}): CreateCategory => ({ categoryId, names, baseSlug: 'prayer-sets', listed: [], now, ...changes });
const created: NewEvent = { type: 'CategoryCreated', data: { categoryId, slug: 'prayer-sets', ...names, createdAt: now.toISOString() } };
const nameClaimed = (language: 'en' | 'ar', name: string, holder = categoryId): NewEvent => ({
  type: 'CategoryNameClaimed',
  data: { language, name, categoryId: holder },
});
const nameReleased = (language: 'en' | 'ar', name: string): NewEvent => ({ type: 'CategoryNameReleased', data: { language, name, categoryId } });
const slugClaimed = (slug: string, ownerId = categoryId): NewEvent => ({ type: 'SlugClaimed', data: { scope: 'category', slug, ownerId } });
const oneAt = (count: number, at: number, event: NewEvent) => Array.from({ length: count }, (_, index) => (index === at ? [event] : []));

describe('creating a category', () => {
  const spec = commandSpec(createCategoryDecider);

  it('records it with the slug of its names and claims the slug and both names in one decision', () => {
    spec({})
      .when(create())
      .then(
        {
          category: [created],
          slugs: oneAt(firstCandidates, 0, slugClaimed('prayer-sets')),
          taken: [[nameClaimed('en', 'prayer sets')], [nameClaimed('ar', 'اطقم صلاه')]],
        },
        { slug: 'prayer-sets' },
      );
  });

  it('takes the next free slug when another category holds it', () => {
    spec({ slugs: [[slugClaimed('prayer-sets', otherId)]] })
      .when(create())
      .then({
        category: [{ ...created, data: { ...(created.data as object), slug: 'prayer-sets-2' } }],
        slugs: oneAt(firstCandidates, 1, slugClaimed('prayer-sets-2')),
        taken: [[nameClaimed('en', 'prayer sets')], [nameClaimed('ar', 'اطقم صلاه')]],
      });
  });

  it('refuses a name another category holds, by its claim or (from before claims) by the read model', () => {
    const byClaim = spec({ taken: [[], [nameClaimed('ar', 'اطقم صلاه', otherId)]] })
      .when(create())
      .thenRefuses('conflict', { code: 'duplicate_category_name', params: { language: 'ar', name: 'أطقم صلاة' } });
    expect(byClaim.errors).toEqual({ nameAr: ['A category with this Arabic name already exists'] });
    spec({})
      .when(create({ listed: [{ categoryId: otherId, nameEn: '  PRAYER sets ', nameAr: 'أخرى' }] }))
      .thenRefuses('conflict', { code: 'duplicate_category_name', params: { language: 'en', name: 'Prayer Sets' } });
  });
});

describe('renaming a category', () => {
  const spec = commandSpec(renameCategoryDecider);
  const existing = { category: [created] };

  it('claims the new name and lets go of the old one, in the languages that changed', () => {
    spec({ ...existing, released: [[nameClaimed('en', 'prayer sets')]] })
      .when({ categoryId, names: { ...names, nameEn: 'Prayer Mats' }, listed: [] })
      .then({
        category: [{ type: 'CategoryRenamed', data: { categoryId, nameEn: 'Prayer Mats', nameAr: names.nameAr } }],
        taken: [[nameClaimed('en', 'prayer mats')]],
        released: [[nameReleased('en', 'prayer sets')]],
      });
  });

  it('changes no claim for a new spelling of the same name, and appends nothing for the same names', () => {
    spec(existing)
      .when({ categoryId, names: { ...names, nameEn: 'PRAYER  sets' }, listed: [] })
      .then({ category: [{ type: 'CategoryRenamed', data: { categoryId, nameEn: 'PRAYER  sets', nameAr: names.nameAr } }] });
    spec(existing).when({ categoryId, names, listed: [] }).then({});
  });

  it('refuses a name another category holds, and an unknown category', () => {
    spec({ ...existing, taken: [[nameClaimed('en', 'prayer mats', otherId)]] })
      .when({ categoryId, names: { ...names, nameEn: 'Prayer Mats' }, listed: [] })
      .thenRefuses('conflict', { code: 'duplicate_category_name' });
    spec({}).when({ categoryId, names, listed: [] }).thenRefuses('not_found', 'Category not found');
  });
});

describe('deleting a category', () => {
  const spec = commandSpec(deleteCategoryDecider);

  it('deletes an empty category and lets go of both names', () => {
    spec({ category: [created], released: [[nameClaimed('en', 'prayer sets')], [nameClaimed('ar', 'اطقم صلاه')]] })
      .when({ categoryId, productCount: 0, now })
      .then({
        category: [{ type: 'CategoryDeleted', data: { categoryId, deletedAt: now.toISOString() } }],
        released: [[nameReleased('en', 'prayer sets')], [nameReleased('ar', 'اطقم صلاه')]],
      });
  });

  it('refuses while products are filed in it, counted by its stream or the read model', () => {
    const filed: NewEvent = { type: 'ProductFiled', data: { categoryId, productId } };
    spec({ category: [created, filed] })
      .when({ categoryId, productCount: 0, now })
      .thenRefuses('conflict', { code: 'category_has_products', params: { count: 1 } });
    spec({ category: [created] }).when({ categoryId, productCount: 2, now }).thenRefuses('conflict', { code: 'category_has_products', params: { count: 2 } });
  });
});
