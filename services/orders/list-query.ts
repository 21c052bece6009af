import { z } from 'zod';
import { lifecycleStatuses } from '../../events/orders.js';
import { cursorInteger, cursorTime } from '../../infra/http/paging.js';
import type { OrderFilters, OrderListKey } from '../../projections/orders/index.js';

const day = (field: string) =>
  z
    .string({ error: `${field} must be one date, e.g. 2026-11-23` })
    .regex(/^[12]\d{3}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD, e.g. 2026-11-23`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    }, `${field} is not a date of the calendar`)
    .optional();

/**
 * The filters of `GET /api/admin/orders` and its CSV export. Each is one value (a repeated one is refused), `from`
 * and `to` are days of the store's calendar (UAE time), both included. `status` is any of the eight states;
 * `awaitingConfirmation=true` keeps the orders nobody confirmed yet (state placed; `false` filters nothing).
 */
export const orderListQuery = z
  .object({
    status: z.enum(lifecycleStatuses, { error: `status must be one of ${lifecycleStatuses.join(', ')}` }).optional(),
    awaitingConfirmation: z
      .enum(['true', 'false'], { error: 'awaitingConfirmation must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    q: z.string({ error: 'q must be one search text' }).max(100, 'q must be at most 100 characters').optional(),
    from: day('from'),
    to: day('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
    params: { code: 'invalid_date_range' },
  })
  .transform(
    ({ awaitingConfirmation, ...query }): OrderFilters => ({
      ...query,
      ...(awaitingConfirmation ? { awaitingConfirmation } : {}),
      q: query.q?.trim() || undefined,
    }),
  );

/** The cursor of the orders list: a creation time (as the list gave it) and an order number. */
export const orderListKeySchema: z.ZodType<OrderListKey> = z.tuple([cursorTime, cursorInteger.min(1)]);
