import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue.js';

/** `auditor`: reads the order history and the audit trail, changes nothing. */
export const userRoles = ['customer', 'auditor', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Each account's own stream: its registration, renames and passwords. */
export const userStreamId = (userId: string) => `user-${userId}`;

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

/** The name she goes by in the store, changed by herself. */
export const UserRenamed = defineEvent('UserRenamed', z.object({ userId: z.string().uuid(), name: z.string(), renamedAt: z.string() }));

/** A new password, set by its owner after giving the current one; her other sessions end with it. */
export const PasswordChanged = defineEvent(
  'PasswordChanged',
  z.object({ userId: z.string().uuid(), passwordHash: z.string(), changedAt: z.string() }),
);

/**
 * A user's role changed. Every role change of the store is one stream (`user-roles`), so that two changes decided at
 * once cannot both pass a rule over all admins (the last admin stays one); the acting admin is in the metadata.
 */
export const UserRoleChanged = defineEvent(
  'UserRoleChanged',
  z.object({ userId: z.string().uuid(), from: z.enum(userRoles), to: z.enum(userRoles), changedAt: z.string() }),
);

export const identityEvents = [UserRegistered, EmailClaimed, UserRoleChanged, UserRenamed, PasswordChanged] as const;
export type IdentityEvent = EventOf<typeof identityEvents>;
