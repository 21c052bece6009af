import { describe, expect, it } from 'vitest';
import { foldStream } from '../../events/index.js';
import { Refusal } from '../../events/index.js';
import { userDecider, type RegisterUser } from './user.js';

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
