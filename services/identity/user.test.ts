import { describe, expect, it } from 'vitest';
import { foldStream, Refusal } from '../../events/index.js';
import { commandSpec, deciderSpec } from '../../tests/support/decider-spec.js';
import { emailTakenMessage, registerDecider, userDecider, type RegisterUser } from './user.decider.js';

const register: RegisterUser = {
  type: 'RegisterUser',
  userId: '5b0f5c4e-8d1e-4a57-9d6b-0a4c0b6f7a11',
  email: 'Huda@Example.com',
  name: 'Huda',
  passwordHash: '$argon2id$hash',
  role: 'customer',
  now: new Date('2026-03-01T10:00:00Z'),
};

describe('user decider', () => {
  it('given no events, registering yields UserRegistered with the command time', () => {
    expect(userDecider.decide(register, userDecider.initialState())).toEqual([
      {
        type: 'UserRegistered',
        data: {
          userId: register.userId,
          email: 'Huda@Example.com',
          name: 'Huda',
          passwordHash: '$argon2id$hash',
          role: 'customer',
          registeredAt: '2026-03-01T10:00:00.000Z',
        },
      },
    ]);
  });

  it('given a registered user, registering again is a conflict', () => {
    const state = foldStream(userDecider, userDecider.decide(register, userDecider.initialState()) as never);
    expect(() => userDecider.decide(register, state)).toThrow(Refusal);
    expect(() => userDecider.decide(register, state)).toThrow('User already exists');
  });
});

describe('registering', () => {
  const spec = commandSpec(registerDecider);
  const registration = { ...register, normalisedEmail: 'huda@example.com', emailDigest: 'digest-of-huda' };
  const registered = userDecider.decide(register, userDecider.initialState());

  it('given a free address, appends the user and the claim on the normalised address', () => {
    spec({})
      .when(registration)
      .then({ user: registered, email: [{ type: 'EmailClaimed', data: { email: 'huda@example.com', userId: register.userId } }] });
  });

  it('given the address claimed by another account, refuses as a conflict and writes nothing', () => {
    spec({ email: [{ type: 'EmailClaimed', data: { email: 'huda@example.com', userId: '6c1a6d5f-9e2f-4b68-8e7c-1b5d1c7a8b22' } }] })
      .when(registration)
      .thenRefuses('conflict', emailTakenMessage);
  });
});

describe('renaming and changing the password', () => {
  const given = deciderSpec(userDecider);
  const registered = userDecider.decide(register, userDecider.initialState());
  const { userId, now } = register;

  it('renames a registered user, and records nothing for the name she has', () => {
    given(registered)
      .when({ type: 'RenameUser', userId, name: 'Huda Ali', now })
      .then([{ type: 'UserRenamed', data: { userId, name: 'Huda Ali', renamedAt: '2026-03-01T10:00:00.000Z' } }]);
    given(registered).when({ type: 'RenameUser', userId, name: 'Huda', now }).then([]);
    given([]).when({ type: 'RenameUser', userId, name: 'Huda Ali', now }).thenRefuses('not_found', 'User not found');
  });

  it('sets the new password hash only when the current password matched', () => {
    const change = { type: 'ChangePassword', userId, passwordHash: '$argon2id$new', now } as const;
    given(registered)
      .when({ ...change, currentPasswordMatches: true })
      .then([{ type: 'PasswordChanged', data: { userId, passwordHash: '$argon2id$new', changedAt: '2026-03-01T10:00:00.000Z' } }]);
    given(registered).when({ ...change, currentPasswordMatches: false }).thenRefuses('invalid', { code: 'wrong_current_password' });
  });
});
