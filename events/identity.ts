import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

export const userRoles = ['customer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.string().uuid(),
    email: z.string(),
    name: z.string(),
    passwordHash: z.string(),
    role: z.enum(userRoles),
    registeredAt: z.string(),
  }),
);

/** Claims a normalised email for one user; its stream exists once per address. */
export const EmailClaimed = defineEvent(
  'EmailClaimed',
  z.object({ email: z.string(), userId: z.string().uuid() }),
);

export const identityEvents = [UserRegistered, EmailClaimed] as const;
export type IdentityEvent = EventOf<typeof identityEvents>;
