import { z } from 'zod';
import { codStatuses } from '../../events/cod.js';
import { requiredText } from '../../infra/text.js';

/** Request bodies of the identity calls; pure zod so the web app can share them. */
export const registerRequest = z.object({
  name: requiredText('Name is required', 100, { tooLong: 'Name is too long' }),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Invalid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password is too long'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Her name, her marketing consent, or both; a body with neither is refused as a missing name, as it always was. */
export const profileRequest = z
  .object({
    name: requiredText('Name is required', 100, { tooLong: 'Name is too long' }).optional(),
    marketingConsent: z.boolean({ error: 'Marketing consent must be true or false' }).optional(),
  })
  .refine((body) => body.name !== undefined || body.marketingConsent !== undefined, { message: 'Name is required', path: ['name'] });
export type ProfileRequest = z.infer<typeof profileRequest>;

export const passwordChangeRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, 'Password is too long'),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password is too long'),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const changeRoleRequest = z.object({
  role: z.enum(['customer', 'auditor', 'admin'], { error: 'Role must be customer, auditor or admin' }),
});
export type ChangeRoleRequest = z.infer<typeof changeRoleRequest>;

/** The customers list's filter: any part of a name or an email address. */
export const customersQuery = z.object({
  q: z.string({ error: 'q must be given once' }).max(200, 'Search text is too long').optional(),
});

/* The answers: what the identity calls send back, published with the requests for the web and the API document. */

export const userRole = z.enum(['customer', 'auditor', 'admin']);

/** The signed-in account (register, login, auth/me, her profile). */
export const userAnswer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRole,
  createdAt: z.string(),
});
export type UserAnswer = z.infer<typeof userAnswer>;

/** Her own account on her profile: the account, and her marketing consent with when she last set it (null: never). */
export const profileAnswer = userAnswer.extend({
  marketingConsent: z.boolean(),
  marketingConsentChangedAt: z.string().nullable(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** Her account in her data export: who she is to the store, since when, and her marketing consent. */
export const exportedProfileAnswer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  registeredAt: z.string(),
  marketingConsent: z.boolean(),
  marketingConsentChangedAt: z.string().nullable(),
});
export type ExportedProfileAnswer = z.infer<typeof exportedProfileAnswer>;

/** An account in the back office's customers list, with what it ordered. */
export const customerAnswer = userAnswer.extend({
  ordersCount: z.number().int(),
  totalSpent: z.string().regex(/^\d+\.\d{2}$/),
  lastOrderAt: z.string().nullable(),
  /** Her deliveries refused at the door (by her account), her delivered orders, and staff's COD decision (ADR 059). */
  refusals: z.number().int(),
  deliveredOrders: z.number().int(),
  codStatus: z.enum(codStatuses),
  codNote: z.string().nullable(),
  /** Her personal data was erased (name and email read ""): shown as an erased customer. */
  erased: z.boolean(),
});
export type CustomerAnswer = z.infer<typeof customerAnswer>;

/** A row of a customer's orders. */
export const customerOrderRowAnswer = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.string(),
  subtotal: z.string().regex(/^\d+\.\d{2}$/),
  discount: z.string().regex(/^\d+\.\d{2}$/),
  deliveryFee: z.string().regex(/^\d+\.\d{2}$/),
  codFee: z.string().regex(/^\d+\.\d{2}$/),
  totalAmount: z.string().regex(/^\d+\.\d{2}$/),
  itemsCount: z.number().int(),
  createdAt: z.string(),
});
export type CustomerOrderRowAnswer = z.infer<typeof customerOrderRowAnswer>;

/** A customer's page: the account, its latest orders, and the link to the rest (null when none). */
export const customerDetailAnswer = customerAnswer.extend({
  orders: z.array(customerOrderRowAnswer),
  moreOrders: z.string().nullable(),
  /** Deliveries refused by her account, and by anyone at the numbers her orders went to; newest first. */
  refusalHistory: z.array(
    z.object({ orderId: z.string(), orderNumber: z.number().int(), refusedAt: z.string(), phone: z.string().nullable(), via: z.enum(['account', 'phone']) }),
  ),
  /** The numbers her latest orders went to, in E.164, the most recently used first (a few at most). */
  phones: z.array(z.string()),
});
export type CustomerDetailAnswer = z.infer<typeof customerDetailAnswer>;

/** Her own erasure: the password she signs in with, asked again. */
export const eraseAccountRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});
export type EraseAccountRequest = z.infer<typeof eraseAccountRequest>;

/** Staff's erasure of a customer's personal data: the reason is recorded with it. */
export const eraseCustomerRequest = z.object({
  reason: requiredText('Give the reason for erasing this account', 500, { tooLong: 'The reason is too long' }),
});
export type EraseCustomerRequest = z.infer<typeof eraseCustomerRequest>;

/** An erasure accepted: her personal data is gone (her orders' numbers and amounts stay). */
export const erasedAnswer = z.object({ erased: z.literal(true) });
export type ErasedAnswer = z.infer<typeof erasedAnswer>;
