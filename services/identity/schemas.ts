import { z } from 'zod';
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

export const profileRequest = z.object({
  name: requiredText('Name is required', 100, { tooLong: 'Name is too long' }),
});
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
