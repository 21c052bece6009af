import { z } from 'zod';
import { productStatuses } from '../../events/catalog.js';
import { cursorId, cursorText, cursorTime } from '../../infra/http/paging.js';
import { adminProductSorts, type AdminProductFilters, type AdminProductKey, type AdminProductSort } from '../../projections/catalog/admin-list.js';

/**
 * The filters of `GET /api/admin/products`: one value each (a repeated one is refused), `category` a category id,
 * `stock` `out` (some variant at 0) or `low` (some variant with 1 to 4 left), `sort` `newest` (default) or `name`.
 */
export const adminProductQuery = z
  .object({
    q: z.string({ error: 'q must be one search text' }).max(100, 'q must be at most 100 characters').optional(),
    category: z.uuid({ error: 'category must be a category id' }).optional(),
    status: z.enum(productStatuses, { error: `status must be one of ${productStatuses.join(', ')}` }).optional(),
    stock: z.enum(['out', 'low'], { error: 'stock must be out or low' }).optional(),
    sort: z.enum(adminProductSorts, { error: `sort must be one of ${adminProductSorts.join(', ')}` }).default('newest'),
  })
  .transform((query): AdminProductFilters => ({
    ...query,
    q: query.q?.trim() || undefined,
    category: query.category?.toLowerCase(),
  }));

/** The cursor of the products list in one sort: the sort's name, the row's value in it, and the product id. */
export const adminProductKeySchema = (sort: AdminProductSort): z.ZodType<AdminProductKey> =>
  z.tuple([z.literal(sort), sort === 'newest' ? cursorTime : cursorText, cursorId]);
