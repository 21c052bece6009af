import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import type { UserRole } from '../../events/identity.js';
import { roleChanges, rolesStream } from './role-change.decider.js';
import { emailClaim, emailStream, userNotFoundMessage, userStream } from './user.decider.js';

/**
 * Erasing a person (the right to be forgotten): by herself with her password, by staff with a stated reason, or by
 * the retention rules. Her orders stay (their numbers and amounts are kept for the tax law); her personal data goes.
 */
export type ErasePersonalData = {
  readonly type: 'ErasePersonalData';
  readonly userId: string;
  readonly now: Date;
  /** The blind index of an address as she registered it (normalised, then `emailDigestOf`), naming her claim stream. */
  readonly emailDigest: (email: string) => string;
} & (
  | {
      readonly by: 'self';
      /** Whether the password she gave is hers: checked (argon2) before the decision, which is told the outcome. */
      readonly passwordMatches: boolean;
    }
  | { readonly by: 'staff'; readonly actorId: string; readonly reason: string }
  | { readonly by: 'retention'; readonly reason: string | null }
);

/** Her own stream as an erasure reads it: registered with which address and role, and whether erased already. */
export type ErasureState = {
  readonly registered: boolean;
  readonly email: string;
  readonly role: UserRole | null;
  readonly erased: boolean;
};

export const erasureFold: StreamFold<ErasureState> = {
  streamType: 'user',
  initialState: () => ({ registered: false, email: '', role: null, erased: false }),
  evolve(state, event: NewEvent) {
    if (event.type === 'UserRegistered') {
      const { email, role } = event.data as { email: string; role: UserRole };
      return { registered: true, email, role, erased: false };
    }
    if (event.type === 'PersonalDataErased') return { ...state, email: '', erased: true };
    return state;
  },
};

type Reads = {
  readonly user: StreamRead<ErasureState>;
  /** The role changes (hers and staff's erasures), to keep staff accounts out of reach: the last admin stays. */
  readonly roles: StreamRead<{ readonly roles: Readonly<Record<string, UserRole>> }> | undefined;
};
type More = { readonly email: StreamRead<{ readonly claimed: boolean }> | undefined };

export const alreadyErasedMessage = 'This account was erased already';
export const wrongErasurePasswordMessage = 'The password is not right';
export const wrongErasurePasswordCode = 'wrong_password';
export const reasonRequiredMessage = 'Give the reason for erasing this account';
export const staffAccountMessage = "A staff account's personal data cannot be erased; give it the customer role first";
export const ownAccountMessage = 'You cannot erase your own account from the back office';

/**
 * Decides an erasure from her stream: refused for an unknown account, one erased already (`already_erased`), a
 * wrong password, a staff account (by herself or by staff: the last admin stays), and for staff without a reason or
 * on the acting admin's own account (retention nominates customers only). Appends PersonalDataErased to her stream
 * and, in the same append, releases her address's claim, so the address may register again as a new person (her old
 * account stays erased).
 */
export const eraseDecider: CommandDecider<ErasePersonalData, Reads, null, More> = {
  streams: (command) => ({
    user: streamRead(erasureFold, userStream(command.userId)),
    roles: streamRead(roleChanges, rolesStream),
  }),
  moreStreams: (command, { user }) => ({
    email: user.registered && !user.erased ? streamRead(emailClaim, emailStream(command.emailDigest(user.email))) : undefined,
  }),
  decide(command, { user, roles, email }) {
    if (!user.registered) throw refuse.notFound(userNotFoundMessage, { code: 'user_not_found' });
    if (user.erased) throw refuse.conflict(alreadyErasedMessage, { code: 'already_erased' });
    let reason: string | null = null;
    switch (command.by) {
      case 'self':
        if (!command.passwordMatches) {
          throw refuse.invalid(wrongErasurePasswordMessage, {
            code: wrongErasurePasswordCode,
            errors: { password: [wrongErasurePasswordMessage] },
          });
        }
        // Staff leave their role first (the store's last admin cannot be erased away).
        if ((roles?.roles[command.userId] ?? user.role) !== 'customer') throw refuse.conflict(staffAccountMessage, { code: 'staff_account' });
        break;
      case 'staff': {
        reason = command.reason.trim();
        if (!reason) throw refuse.invalid(reasonRequiredMessage, { code: 'reason_required', errors: { reason: [reasonRequiredMessage] } });
        if (command.actorId === command.userId) throw refuse.conflict(ownAccountMessage, { code: 'own_account' });
        const role = roles?.roles[command.userId] ?? user.role;
        if (role !== 'customer') throw refuse.conflict(staffAccountMessage, { code: 'staff_account' });
        break;
      }
      case 'retention':
        // Only customers age out: a staff account is never erased by the rules, whatever a read model said.
        if ((roles?.roles[command.userId] ?? user.role) !== 'customer') throw refuse.conflict(staffAccountMessage, { code: 'staff_account' });
        reason = command.reason;
        break;
    }
    const at = command.now.toISOString();
    return {
      events: {
        user: [{ type: 'PersonalDataErased', data: { userId: command.userId, erasedAt: at, by: command.by, reason } }],
        // Her claim is released only while it is hers (an address claimed again since belongs to another account).
        email: email?.claimed ? [{ type: 'EmailReleased', data: { userId: command.userId, releasedAt: at } }] : [],
      },
      result: null,
    };
  },
};
