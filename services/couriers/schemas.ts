import { z } from 'zod';
import { roundedAmountField } from '../../infra/money.js';
import { requiredText } from '../../infra/text.js';

/** Request bodies, queries and answers of the couriers' calls; pure zod, so the web app may share them. */

export const courierMessages = {
  name: 'Courier name is required',
  deliveryCost: 'Delivery cost is required',
  deliveryCostInvalid: 'Delivery cost must be a valid number (0 or greater)',
  returnCost: 'Return cost is required',
  returnCostInvalid: 'Return cost must be a valid number (0 or greater)',
  tooLarge: 'Amounts must be at most 99,999,999.99',
  active: 'active must be true or false',
  nothingToChange: 'Nothing to change',
  reference: 'Remittance reference is required',
  amount: 'Remitted amount is required',
  amountInvalid: 'Remitted amount must be a valid number (0 or greater)',
  orderIds: 'Name at least one order whose cash is remitted',
  orderId: 'Each order must be named by its id',
  duplicateOrder: 'An order is named twice in one remittance',
  asOf: 'asOf must be an ISO date-time, e.g. 2026-11-21T10:00:00Z',
  rangeEnd: 'from and to must be ISO dates (2026-11-01) or date-times (2026-11-01T10:00:00Z)',
} as const;

/** Amounts are taken as the settings' COD fee is: any number of 0 or more, kept at two decimals ("15" is "15.00"). */
const cost = (required: string, invalid: string) => roundedAmountField({ required, invalid, tooLarge: courierMessages.tooLarge });

const fields = {
  name: requiredText(courierMessages.name, 100),
  deliveryCost: cost(courierMessages.deliveryCost, courierMessages.deliveryCostInvalid),
  returnCost: cost(courierMessages.returnCost, courierMessages.returnCostInvalid),
};

/** POST /api/admin/couriers. */
export const courierRequest = z.object(fields);
export type CourierRequest = z.output<typeof courierRequest>;

/** PATCH /api/admin/couriers/:id: any of the fields; `active: false` is how a courier leaves (never deleted). */
export const courierChangesRequest = z
  .object({
    name: fields.name.optional(),
    deliveryCost: fields.deliveryCost.optional(),
    returnCost: fields.returnCost.optional(),
    active: z.boolean({ error: courierMessages.active }).optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: courierMessages.nothingToChange });
export type CourierChangesRequest = z.output<typeof courierChangesRequest>;

/** POST /api/admin/couriers/:id/remittances: the cash of these orders, handed over under the courier's reference. */
export const remittanceRequest = z.object({
  reference: requiredText(courierMessages.reference, 100),
  amount: roundedAmountField({ required: courierMessages.amount, invalid: courierMessages.amountInvalid, tooLarge: courierMessages.tooLarge }),
  orderIds: z
    .array(z.uuid({ error: courierMessages.orderId }).transform((id) => id.toLowerCase()), { error: courierMessages.orderIds })
    .min(1, courierMessages.orderIds)
    .max(500, 'At most 500 orders in one remittance')
    .refine((ids) => new Set(ids).size === ids.length, { message: courierMessages.duplicateOrder, params: { code: 'duplicate_order' } }),
});
export type RemittanceRequest = z.output<typeof remittanceRequest>;

/** `?asOf=`: the courier's cash as the log stood then; now when absent. */
export const cashQuery = z.object({
  asOf: z.iso.datetime({ offset: true, error: courierMessages.asOf }).optional(),
});

const rangeEnd = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: courierMessages.rangeEnd });

/** `?from&to`: from inclusive, to exclusive; a date is that day from midnight in the store's time zone. */
export const codReportQuery = z.object({ from: rangeEnd.optional(), to: rangeEnd.optional() });

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

/* The answers. */

export const courierAnswer = z.object({
  id: z.string(),
  name: z.string(),
  deliveryCost: amount,
  returnCost: amount,
  active: z.boolean(),
  /** Cash collected on deliveries and not yet handed over. */
  cashOutstanding: amount,
  createdAt: z.string(),
});
export type CourierAnswer = z.infer<typeof courierAnswer>;

export const remittanceAnswer = z.object({
  id: z.string(),
  courierId: z.string(),
  reference: z.string(),
  amount,
  orderIds: z.array(z.string()),
  remittedAt: z.string(),
});
export type RemittanceAnswer = z.infer<typeof remittanceAnswer>;

export const courierCashAnswer = z.object({
  courierId: z.string(),
  asOf: z.string(),
  collected: amount,
  remitted: amount,
  outstanding: amount,
  /** Deliveries where the cash taken was not the order's total. */
  discrepancies: z.array(z.object({ orderId: z.string(), orderNumber: z.number().int(), expected: amount, collected: amount })),
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.number().int(),
      collected: amount,
      collectedAt: z.string(),
      remittedAt: z.string().nullable(),
    }),
  ),
});
export type CourierCashAnswer = z.infer<typeof courierCashAnswer>;

export const codReportAnswer = z.object({
  orders: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  delivered: z.number().int(),
  refused: z.number().int(),
  returned: z.number().int(),
  /** refused / (delivered + refused), four decimals. */
  refusalRate: z.string().regex(/^\d\.\d{4}$/),
  deliveryAttempts: z.number().int(),
  courierCost: amount,
  cashCollected: amount,
  cashRemitted: amount,
  /** Cash the couriers held at the end of the range: everything collected before `to` and not remitted before it. */
  cashOutstanding: amount,
});
export type CodReportAnswer = z.infer<typeof codReportAnswer>;
