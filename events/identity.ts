import { z } from 'zod';
import { userIdOf } from './personal-data.js';
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
  { personal: { erased: { email: '', name: '' }, person: userIdOf } },
);

/** Claims a normalised email for one user; its stream exists once per address. */
export const EmailClaimed = defineEvent(
  'EmailClaimed',
  z.object({ email: z.string(), userId: z.string().uuid() }),
  { personal: { erased: { email: '' }, person: userIdOf } },
);

/** The name she goes by in the store, changed by herself. */
export const UserRenamed = defineEvent('UserRenamed', z.object({ userId: z.string().uuid(), name: z.string(), renamedAt: z.string() }), { personal: { erased: { name: '' }, person: userIdOf } });

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

/**
 * Whether she agreed to hear from the store about offers and news (marketing mail), set by herself on her profile;
 * an account that never set it has not agreed. Order mail and the back-in-stock mail she asked for never depend on it.
 */
export const MarketingConsentChanged = defineEvent(
  'MarketingConsentChanged',
  z.object({ userId: z.string().uuid(), consent: z.boolean(), changedAt: z.string() }),
);

/** Who erased a person: herself, staff (with a stated reason) or the retention rules. */
export const erasureActors = ['self', 'staff', 'retention'] as const;
export type ErasureActor = (typeof erasureActors)[number];

/**
 * A person erased (the right to be forgotten): her key is destroyed with it, so her personal fields in every event
 * read back as erased, and every read model drops what it holds of her. It names no personal data itself; `reason` is
 * staff's stated reason (null when she erased herself or retention did).
 */
export const PersonalDataErased = defineEvent(
  'PersonalDataErased',
  z.object({
    userId: z.string().uuid(),
    erasedAt: z.string(),
    by: z.enum(erasureActors),
    reason: z.string().nullable(),
  }),
);

/** An address's claim given up by an erased account: the address may register again, as a new person. */
export const EmailReleased = defineEvent('EmailReleased', z.object({ userId: z.string().uuid(), releasedAt: z.string() }));

export const identityEvents = [
  UserRegistered,
  EmailClaimed,
  UserRoleChanged,
  UserRenamed,
  PasswordChanged,
  PersonalDataErased,
  EmailReleased,
  MarketingConsentChanged,
] as const;
export type IdentityEvent = EventOf<typeof identityEvents>;
