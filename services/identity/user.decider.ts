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

/**
 * Her profile as she saves it: her name, her marketing consent, or both; what she gives unchanged records nothing.
 */
export type ChangeProfile = {
  readonly type: 'ChangeProfile';
  readonly userId: string;
  readonly name?: string;
  readonly marketingConsent?: boolean;
  readonly now: Date;
};

export type UserCommand = RegisterUser | RenameUser | ChangePassword | ChangeProfile;
/** `email` as she registered it (what finds her address's claim); `erased` once her personal data was erased. */
export type UserState = {
  readonly registered: boolean;
  readonly name: string;
  readonly email: string;
  readonly erased: boolean;
  /** Her marketing consent (false until she gives it) and when she last set it (null: never). */
  readonly marketingConsent: boolean;
  readonly marketingConsentChangedAt: string | null;
};

export const userNotFoundMessage = 'User not found';
export const wrongPasswordMessage = 'The current password is not right';
export const wrongPasswordCode = 'wrong_current_password';

export const userDecider: Decider<UserCommand, IdentityEvent, UserState> = {
  streamType: 'user',
  initialState: () => ({ registered: false, name: '', email: '', erased: false, marketingConsent: false, marketingConsentChangedAt: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, name: event.data.name, email: event.data.email, erased: false };
      case 'UserRenamed':
        return { ...state, name: event.data.name };
      case 'PersonalDataErased':
        return { ...state, name: '', email: '', erased: true };
      case 'MarketingConsentChanged':
        return { ...state, marketingConsent: event.data.consent, marketingConsentChangedAt: event.data.changedAt };
      case 'EmailClaimed':
      case 'EmailReleased':
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
        if (!state.registered || state.erased) throw refuse.notFound(userNotFoundMessage);
        if (state.name === command.name) return [];
        return [{ type: 'UserRenamed', data: { userId: command.userId, name: command.name, renamedAt: command.now.toISOString() } }];
      }
      case 'ChangeProfile': {
        if (!state.registered || state.erased) throw refuse.notFound(userNotFoundMessage);
        const at = command.now.toISOString();
        const events: IdentityEvent[] = [];
        if (command.name !== undefined && command.name !== state.name) {
          events.push({ type: 'UserRenamed', data: { userId: command.userId, name: command.name, renamedAt: at } });
        }
        if (command.marketingConsent !== undefined && command.marketingConsent !== state.marketingConsent) {
          events.push({ type: 'MarketingConsentChanged', data: { userId: command.userId, consent: command.marketingConsent, changedAt: at } });
        }
        return events;
      }
      case 'ChangePassword': {
        if (!state.registered || state.erased) throw refuse.notFound(userNotFoundMessage);
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
/**
 * One stream per normalised address: appending to it "as new" is the uniqueness check. It is named by the address's
 * blind index (`PersonalDataVault.blindIndex`), never by the address, so the log's stream names hold no email (ADR 068).
 */
export const emailStream = (emailDigest: string) => `user-email-${emailDigest}`;

export const emailTakenMessage = 'An account with this email already exists';

/**
 * An address's claim stream as registration reads it: whether some account holds the address. An erased account's
 * claim is released: the address is free again, and registering claims it anew for a new account.
 */
export const emailClaim = {
  streamType: 'user-email',
  initialState: (): { readonly claimed: boolean } => ({ claimed: false }),
  evolve: (state: { readonly claimed: boolean }, event: NewEvent) =>
    event.type === 'EmailClaimed' ? { claimed: true } : event.type === 'EmailReleased' ? { claimed: false } : state,
};

/** Registering: the user's command and the address as the store compares addresses (normalised). */
export type Register = RegisterUser & { readonly normalisedEmail: string; readonly emailDigest: string };

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
    email: streamRead(emailClaim, emailStream(command.emailDigest)),
  }),
  decide(command, { user, email }) {
    if (email.claimed) throw refuse.conflict(emailTakenMessage, { code: 'email_taken' });
    const { normalisedEmail, emailDigest: _digest, ...register } = command;
    return {
      events: {
        user: userDecider.decide(register, user),
        email: [{ type: 'EmailClaimed', data: { email: normalisedEmail, userId: command.userId } }],
      },
      result: null,
    };
  },
};
