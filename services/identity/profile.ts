import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { hashPassword } from './password.js';
import { userDecider, userStream, type UserState } from './user.decider.js';

/**
 * Saves what she changed of her profile (her name, her marketing consent) in one decision; answers the append (null
 * when nothing changed) and her account's state after it, which the answer is built from (ADR 049).
 */
export async function changeProfile(
  store: EventStore,
  userId: string,
  change: { readonly name?: string; readonly marketingConsent?: boolean },
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; state: UserState }> {
  const command = { type: 'ChangeProfile', userId, ...change, now } as const;
  const handled = await handleCommand(store, userDecider, userStream(userId), command, metadata);
  return { append: handled.append, state: handled.state };
}

/**
 * Sets a new password once the current one was checked (`currentPasswordMatches`); the new one is hashed only
 * then, so a wrong guess costs one verification, not a hash as well. Answers the append and the new hash (which
 * the browser that made the change is marked known with, ADR 063).
 */
export async function changePassword(
  store: EventStore,
  userId: string,
  change: { readonly currentPasswordMatches: boolean; readonly newPassword: string },
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; passwordHash: string }> {
  const passwordHash = change.currentPasswordMatches ? await hashPassword(change.newPassword) : '';
  const handled = await handleCommand(
    store,
    userDecider,
    userStream(userId),
    { type: 'ChangePassword', userId, currentPasswordMatches: change.currentPasswordMatches, passwordHash, now },
    metadata,
  );
  return { append: handled.append, passwordHash };
}
