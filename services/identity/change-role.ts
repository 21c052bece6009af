import { handle, type AppendResult, type EventMetadata, type EventStore, type Queryable } from '../../events/index.js';
import type { UserRole } from '../../events/identity.js';
import { listAdminIds } from '../../projections/users/index.js';
import { changeRoleDecider, type RoleChangeResult } from './role-change.decider.js';

/**
 * Gives a user a role (role-change.ts decides). Role changes are rare and all go through one stream, so racing ones
 * are decided again rather than answered with a conflict.
 */
export async function changeUserRole(
  store: EventStore,
  db: Queryable,
  userId: string,
  role: UserRole,
  metadata: EventMetadata,
  now = new Date(),
): Promise<RoleChangeResult & { append: AppendResult | null }> {
  const knownAdminIds = await listAdminIds(db);
  const { result, append } = await handle(
    store,
    changeRoleDecider,
    { type: 'ChangeRole', userId, role, knownAdminIds, now },
    metadata,
    { retries: 10 },
  );
  return { ...result, append };
}
