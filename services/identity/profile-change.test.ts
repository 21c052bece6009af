import { describe, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { userDecider, type RegisterUser } from './user.decider.js';

const register: RegisterUser = {
  type: 'RegisterUser',
  userId: '5b0f5c4e-8d1e-4a57-9d6b-0a4c0b6f7a11',
  email: 'huda@example.com',
  name: 'Huda',
  passwordHash: '$argon2id$hash',
  role: 'customer',
  now: new Date('2026-03-01T10:00:00Z'),
};

describe('her profile saved: name and marketing consent', () => {
  const given = deciderSpec(userDecider);
  const registered = userDecider.decide(register, userDecider.initialState());
  const { userId } = register;
  const now = new Date('2026-03-02T09:30:00Z');
  const at = '2026-03-02T09:30:00.000Z';
  const consented = { type: 'MarketingConsentChanged' as const, data: { userId, consent: true, changedAt: at } };

  it('records her consent with its time when it changes, and nothing when it is what she has (off until given)', () => {
    given(registered).when({ type: 'ChangeProfile', userId, marketingConsent: true, now }).then([consented]);
    given(registered).when({ type: 'ChangeProfile', userId, marketingConsent: false, now }).then([]);
    given([...registered, consented]).when({ type: 'ChangeProfile', userId, marketingConsent: true, now }).then([]);
    given([...registered, consented])
      .when({ type: 'ChangeProfile', userId, marketingConsent: false, now })
      .then([{ type: 'MarketingConsentChanged', data: { userId, consent: false, changedAt: at } }]);
  });

  it('records a new name and a new consent together, each only when it changes', () => {
    given(registered)
      .when({ type: 'ChangeProfile', userId, name: 'Huda Ali', marketingConsent: true, now })
      .then([{ type: 'UserRenamed', data: { userId, name: 'Huda Ali', renamedAt: at } }, consented]);
    given(registered)
      .when({ type: 'ChangeProfile', userId, name: 'Huda', marketingConsent: true, now })
      .then([consented]);
  });

  it('refuses an account that does not exist', () => {
    given([]).when({ type: 'ChangeProfile', userId, marketingConsent: true, now }).thenRefuses('not_found', 'User not found');
  });
});
