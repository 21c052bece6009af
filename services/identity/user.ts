import { refuse, streamRead, type CommandDecider, type Decider, type NewEvent, type StreamRead } from '../../events/index.js';
import { userStreamId, type IdentityEvent, type UserRole } from '../../events/identity.js';

export type RegisterUser = {
  readonly type: 'RegisterUser';
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly role: UserRole;
  readonly now: Date;
};

/** Her own name, changed by herself. */
export type RenameUser = { readonly type: 'RenameUser'; readonly userId: string; readonly name: string; readonly now: Date };

/**
 * A new password. The current one is checked (argon2, I/O-free but slow) before the decision, which is told the
 * outcome: the rule that only its owner who knows it may change it is the decision's.
 */
export type ChangePassword = {
  readonly type: 'ChangePassword';
  readonly userId: string;
  readonly currentPasswordMatches: boolean;
  readonly passwordHash: string;
  readonly now: Date;
};

export type UserCommand = RegisterUser | RenameUser | ChangePassword;
export type UserState = { readonly registered: boolean; readonly name: string };

export const userNotFoundMessage = 'User not found';
export const wrongPasswordMessage = 'The current password is not right';
export const wrongPasswordCode = 'wrong_current_password';

export const userDecider: Decider<UserCommand, IdentityEvent, UserState> = {
  streamType: 'user',
  initialState: () => ({ registered: false, name: '' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { registered: true, name: event.data.name };
      case 'UserRenamed':
        return { ...state, name: event.data.name };
      case 'EmailClaimed':
      case 'PasswordChanged':
      case 'UserRoleChanged':
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) throw refuse.conflict('User already exists');
        return [
          {
            type: 'UserRegistered',
            data: {
              userId: command.userId,
              email: command.email,
              name: command.name,
              passwordHash: command.passwordHash,
              role: command.role,
              registeredAt: command.now.toISOString(),
            },
          },
        ];
      }
      case 'RenameUser': {
        if (!state.registered) throw refuse.notFound(userNotFoundMessage);
        if (state.name === command.name) return [];
        return [{ type: 'UserRenamed', data: { userId: command.userId, name: command.name, renamedAt: command.now.toISOString() } }];
      }
      case 'ChangePassword': {
        if (!state.registered) throw refuse.notFound(userNotFoundMessage);
        if (!command.currentPasswordMatches) {
          throw refuse.invalid(wrongPasswordMessage, { code: wrongPasswordCode, errors: { currentPassword: [wrongPasswordMessage] } });
        }
        return [
          {
            type: 'PasswordChanged',
            data: { userId: command.userId, passwordHash: command.passwordHash, changedAt: command.now.toISOString() },
          },
        ];
      }
    }
  },
};

export const userStream = userStreamId;
/** One stream per normalised address: appending to it "as new" is the uniqueness check. */
export const emailStream = (normalisedEmail: string) => `user-email-${normalisedEmail}`;

export const emailTakenMessage = 'An account with this email already exists';

/** An address's claim stream as registration reads it: whether some account holds the address. */
export const emailClaim = {
  streamType: 'user-email',
  initialState: (): { readonly claimed: boolean } => ({ claimed: false }),
  evolve: (state: { readonly claimed: boolean }, event: NewEvent) => (event.type === 'EmailClaimed' ? { claimed: true } : state),
};

/** Registering: the user's command and the address as the store compares addresses (normalised). */
export type Register = RegisterUser & { readonly normalisedEmail: string };

type RegisterStreams = {
  readonly user: StreamRead<UserState>;
  readonly email: StreamRead<{ readonly claimed: boolean }>;
};

/**
 * Registers a user: the user's new stream and the claim on the normalised email, appended together. Two
 * registrations racing for one address cannot both pass: the second finds the claim stream moved, is decided
 * again, and finds the address taken.
 */
export const registerDecider: CommandDecider<Register, RegisterStreams, null> = {
  streams: (command) => ({
    user: streamRead(userDecider, userStream(command.userId)),
    email: streamRead(emailClaim, emailStream(command.normalisedEmail)),
  }),
  decide(command, { user, email }) {
    if (email.claimed) throw refuse.conflict(emailTakenMessage, { code: 'email_taken' });
    const { normalisedEmail, ...register } = command;
    return {
      events: {
        user: userDecider.decide(register, user),
        email: [{ type: 'EmailClaimed', data: { email: normalisedEmail, userId: command.userId } }],
      },
      result: null,
    };
  },
};
