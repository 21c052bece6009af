import type { Decider } from '../../events/index.js';
import type { CategoryEvent } from '../../events/catalog.js';
import { badRequest, conflict, notFound } from '../../infra/errors.js';

export const categoryNotFound = 'Category not found';
export const categoryHasProducts = (count: number) =>
  `This category still has ${count} product${count === 1 ? '' : 's'}; move or delete ${count === 1 ? 'it' : 'them'} first`;

export interface CategoryNames {
  readonly nameEn: string;
  readonly nameAr: string;
}

export type CategoryCommand =
  | { readonly type: 'CreateCategory'; readonly categoryId: string; readonly slug: string; readonly names: CategoryNames; readonly now: Date }
  | { readonly type: 'RenameCategory'; readonly categoryId: string; readonly names: CategoryNames }
  /** `productCount` is read from the catalog read model by the handler: a category with products stays. */
  | { readonly type: 'DeleteCategory'; readonly categoryId: string; readonly productCount: number; readonly now: Date };

export type CategoryState =
  | { readonly kind: 'new' }
  | { readonly kind: 'existing'; readonly slug: string; readonly names: CategoryNames }
  | { readonly kind: 'deleted' };

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  streamType: 'category',
  initialState: () => ({ kind: 'new' }),
  evolve(state, event) {
    switch (event.type) {
      case 'CategoryCreated':
        return { kind: 'existing', slug: event.data.slug, names: { nameEn: event.data.nameEn, nameAr: event.data.nameAr } };
      case 'CategoryRenamed':
        return state.kind === 'existing'
          ? { ...state, names: { nameEn: event.data.nameEn, nameAr: event.data.nameAr } }
          : state;
      case 'CategoryDeleted':
        return { kind: 'deleted' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory': {
        if (state.kind !== 'new') throw conflict('Category already exists');
        if (!command.slug) throw badRequest('A category needs a slug');
        return [
          {
            type: 'CategoryCreated',
            data: {
              categoryId: command.categoryId,
              slug: command.slug,
              ...command.names,
              createdAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'RenameCategory': {
        if (state.kind !== 'existing') throw notFound(categoryNotFound);
        const { nameEn, nameAr } = command.names;
        if (nameEn === state.names.nameEn && nameAr === state.names.nameAr) return [];
        return [{ type: 'CategoryRenamed', data: { categoryId: command.categoryId, nameEn, nameAr } }];
      }
      case 'DeleteCategory': {
        if (state.kind !== 'existing') throw notFound(categoryNotFound);
        if (command.productCount > 0) throw conflict(categoryHasProducts(command.productCount));
        return [{ type: 'CategoryDeleted', data: { categoryId: command.categoryId, deletedAt: command.now.toISOString() } }];
      }
    }
  },
};

export const categoryStream = (categoryId: string) => `category-${categoryId}`;
