import { randomUUID } from 'node:crypto';
import { handle, loadStream, refuse, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import type { UserRole } from '../../events/identity.js';
import { pgTimeText } from '../../infra/pg-time.js';
import { normaliseEmail, type UserRecord } from '../../projections/users/index.js';
import { hashPassword } from './password.js';
import { emailClaim, emailStream, emailTakenMessage, registerDecider } from './user.decider.js';

export { emailTakenMessage };

export interface Registration {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: UserRole;
}

/** Registers a user (user.ts's registerDecider); the password is hashed first, once. */
export async function registerUser(
  store: EventStore,
  registration: Registration,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ userId: string; append: AppendResult; user: UserRecord }> {
  const userId = randomUUID();
  const email = registration.email.trim();
  const normalisedEmail = normaliseEmail(email);
  // Hashing costs tens of milliseconds of CPU: an address already taken is refused before it (the decision
  // still checks the claim, which settles a race).
  // An erased account's address was released: its claim stream exists but holds it no more.
  const emailDigest = emailDigestOf(store, normalisedEmail);
  if ((await store.streamVersion(emailStream(emailDigest))) > 0 && (await loadStream(store, emailClaim, emailStream(emailDigest))).state.claimed) {
    throw refuse.conflict(emailTakenMessage, { code: 'email_taken' });
  }
  const name = registration.name.trim();
  const { append } = await handle(
    store,
    registerDecider,
    {
      type: 'RegisterUser',
      userId,
      email,
      normalisedEmail,
      emailDigest,
      name,
      passwordHash: await hashPassword(registration.password),
      role: registration.role,
      now,
    },
    metadata,
  );
  // The account as the users read model will hold it (ADR 049): the registration's own fields.
  const user: UserRecord = { id: userId, email, name, role: registration.role, createdAt: pgTimeText(now.toISOString()) };
  return { userId, append: append!, user };
}

/** The blind index an address's claim stream is named by (ADR 068). */
export function emailDigestOf(store: EventStore, normalisedEmail: string): string {
  if (!store.vault) throw new Error('registration needs the personal data vault');
  return store.vault.blindIndex(normalisedEmail);
}
