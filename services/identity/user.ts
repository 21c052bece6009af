import { refuse, type Decider } from '../../events/index.js';
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
