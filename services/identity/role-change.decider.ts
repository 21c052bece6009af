import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import type { UserRole } from '../../events/identity.js';
import { userStream } from './user.decider.js';

/** The one stream of every role change: deciding on it orders all role changes, so rules over all admins hold. */
export const rolesStream = 'user-roles';

/** The role a user was registered with (null: no such user), as her own stream holds it. */
export const registeredRole: StreamFold<{ readonly role: UserRole | null }> = {
  streamType: 'user',
  initialState: () => ({ role: null }),
  evolve: (state, event) => (event.type === 'UserRegistered' ? { role: (event.data as { role: UserRole }).role } : state),
};

/** Each user's role after her last role change; users never changed keep their registered role. */
export const roleChanges: StreamFold<{ readonly roles: Readonly<Record<string, UserRole>> }> = {
  streamType: 'user-roles',
  initialState: () => ({ roles: {} }),
  evolve(state, event: NewEvent) {
    if (event.type !== 'UserRoleChanged') return state;
    const { userId, to } = event.data as { userId: string; to: UserRole };
    return { roles: { ...state.roles, [userId]: to } };
  },
};

export type ChangeRole = {
  readonly type: 'ChangeRole';
  readonly userId: string;
  readonly role: UserRole;
  /**
   * The users the read model lists as admins now: whose registrations the decision reads. It may lag; the decision
   * only counts an admin that the log itself shows to be one, so a lag can refuse a demotion, never allow a wrong one.
   */
  readonly knownAdminIds: readonly string[];
  readonly now: Date;
};

type Reads = {
  readonly user: StreamRead<{ readonly role: UserRole | null }>;
  readonly roles: StreamRead<{ readonly roles: Readonly<Record<string, UserRole>> }>;
  readonly admins: readonly StreamRead<{ readonly role: UserRole | null }>[];
};

export const userNotFound = 'User not found';
export const lastAdminMessage = 'The last admin cannot be given another role; make another user an admin first';

/** The role the user had before (null when the command changed nothing) and the one she has now. */
export type RoleChangeResult = { readonly from: UserRole; readonly to: UserRole; readonly changed: boolean };

/**
 * Gives a user a role. Refused for an unknown user, and for demoting the store's last admin: the admins counted are
 * those the log shows to be admins after every role change, and every role change is appended to one stream at the
 * version decided on, so two admins demoting each other at once cannot both succeed (the second is decided again,
 * and finds herself the last).
 */
export const changeRoleDecider: CommandDecider<ChangeRole, Reads, RoleChangeResult> = {
  streams: (command) => ({
    user: streamRead(registeredRole, userStream(command.userId)),
    roles: streamRead(roleChanges, rolesStream),
    admins: command.knownAdminIds.filter((id) => id !== command.userId).map((id) => streamRead(registeredRole, userStream(id))),
  }),
  decide(command, { user, roles, admins }) {
    if (user.role === null) throw refuse.notFound(userNotFound, { code: 'user_not_found' });
    const from = roles.roles[command.userId] ?? user.role;
    if (from === command.role) return { events: {}, result: { from, to: from, changed: false } };
    if (from === 'admin' && countOtherAdmins(command, roles.roles, admins) === 0) {
      throw refuse.conflict(lastAdminMessage, { code: 'last_admin' });
    }
    return {
      events: {
        roles: [
          { type: 'UserRoleChanged', data: { userId: command.userId, from, to: command.role, changedAt: command.now.toISOString() } },
        ],
      },
      result: { from, to: command.role, changed: true },
    };
  },
};

function countOtherAdmins(
  command: ChangeRole,
  changed: Readonly<Record<string, UserRole>>,
  registrations: readonly { readonly role: UserRole | null }[],
): number {
  const admins = new Set<string>();
  const others = command.knownAdminIds.filter((id) => id !== command.userId);
  others.forEach((id, index) => {
    if ((changed[id] ?? registrations[index]!.role) === 'admin') admins.add(id);
  });
  // Made admin by a role change the read model may not show yet.
  for (const [id, role] of Object.entries(changed)) if (id !== command.userId && role === 'admin') admins.add(id);
  return admins.size;
}
