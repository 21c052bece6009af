import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { hashPassword } from './password.js';
import { userDecider, userStream } from './user.js';

export async function renameUser(
  store: EventStore,
  userId: string,
  name: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const handled = await handleCommand(store, userDecider, userStream(userId), { type: 'RenameUser', userId, name, now }, metadata);
  return handled.append;
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
