import { refuse, streamRead, type CommandDecider, type Decider, type NewEvent, type StreamRead } from '../../events/index.js';
import type { IdentityEvent, UserRole } from '../../events/identity.js';

export type RegisterUser = {
  readonly type: 'RegisterUser';
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly passwordHash: string;
  readonly role: UserRole;
  readonly now: Date;
};

export type UserCommand = RegisterUser;
export type UserState = { readonly registered: boolean };

export const userDecider: Decider<UserCommand, IdentityEvent, UserState> = {
  streamType: 'user',
  initialState: () => ({ registered: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { registered: true };
      case 'EmailClaimed':
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
    }
  },
};

export const userStream = (userId: string) => `user-${userId}`;
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
