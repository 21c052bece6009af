import { refuse, type Decider } from '../../events/index.js';
import type { CategoryEvent } from '../../events/catalog.js';

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
  /**
   * `productCount` is read from the catalog read model by the handler: it covers products filed before the
   * category's stream recorded its products. The stream's own list covers every product filed since.
   */
  | { readonly type: 'DeleteCategory'; readonly categoryId: string; readonly productCount: number; readonly now: Date }
  /** A product is created in, or moved into, this category. */
  | { readonly type: 'FileProduct'; readonly categoryId: string; readonly productId: string }
  /** A product filed here moves to another category or is deleted. */
  | { readonly type: 'UnfileProduct'; readonly categoryId: string; readonly productId: string };

export type CategoryState =
  | { readonly kind: 'new' }
  | {
      readonly kind: 'existing';
      readonly slug: string;
      readonly names: CategoryNames;
      /** Products filed in it since its stream records them (ProductFiled / ProductUnfiled). */
      readonly products: ReadonlySet<string>;
    }
  | { readonly kind: 'deleted' };

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  streamType: 'category',
  initialState: () => ({ kind: 'new' }),
  // A category's stream grows with every product filed in it: product commands read it from a snapshot.
  snapshot: {
    name: 'category',
    version: 1,
    toJson: (state) => (state.kind === 'existing' ? { ...state, products: [...state.products] } : state),
    fromJson: (json) => {
      const state = json as CategoryState | (Omit<Extract<CategoryState, { kind: 'existing' }>, 'products'> & { products: string[] });
      return state.kind === 'existing' ? { ...state, products: new Set(state.products) } : state;
    },
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CategoryCreated':
        return {
          kind: 'existing',
          slug: event.data.slug,
          names: { nameEn: event.data.nameEn, nameAr: event.data.nameAr },
          products: new Set(),
        };
      case 'CategoryRenamed':
        return state.kind === 'existing'
          ? { ...state, names: { nameEn: event.data.nameEn, nameAr: event.data.nameAr } }
          : state;
      case 'CategoryDeleted':
        return { kind: 'deleted' };
      case 'ProductFiled':
        return state.kind === 'existing' ? { ...state, products: new Set(state.products).add(event.data.productId) } : state;
      case 'ProductUnfiled': {
        if (state.kind !== 'existing') return state;
        const products = new Set(state.products);
        products.delete(event.data.productId);
        return { ...state, products };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory': {
        if (state.kind !== 'new') throw refuse.conflict('Category already exists');
        if (!command.slug) throw refuse.invalid('A category needs a slug');
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
        if (state.kind !== 'existing') throw refuse.notFound(categoryNotFound);
        const { nameEn, nameAr } = command.names;
        if (nameEn === state.names.nameEn && nameAr === state.names.nameAr) return [];
        return [{ type: 'CategoryRenamed', data: { categoryId: command.categoryId, nameEn, nameAr } }];
      }
      case 'DeleteCategory': {
        if (state.kind !== 'existing') throw refuse.notFound(categoryNotFound);
        const count = Math.max(command.productCount, state.products.size);
        if (count > 0) throw refuse.conflict(categoryHasProducts(count), { code: 'category_has_products', params: { count } });
        return [{ type: 'CategoryDeleted', data: { categoryId: command.categoryId, deletedAt: command.now.toISOString() } }];
      }
      case 'FileProduct': {
        if (state.kind !== 'existing') throw refuse.invalid(categoryNotFound, { errors: { categoryId: [categoryNotFound] } });
        if (state.products.has(command.productId)) return [];
        return [{ type: 'ProductFiled', data: { categoryId: command.categoryId, productId: command.productId } }];
      }
      case 'UnfileProduct': {
        // A product filed before the stream recorded its products is not in the list: nothing to take out.
        if (state.kind !== 'existing' || !state.products.has(command.productId)) return [];
        return [{ type: 'ProductUnfiled', data: { categoryId: command.categoryId, productId: command.productId } }];
      }
    }
  },
};

export const categoryStream = (categoryId: string) => `category-${categoryId}`;
