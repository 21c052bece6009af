import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../events/index.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { eraseDecider } from './erasure.decider.js';
import { emailClaim, registerDecider } from './user.decider.js';

const userId = '5b0f5c4e-8d1e-4a57-9d6b-0a4c0b6f7a11';
const adminId = '6c1a6d5f-9e2f-4b68-8e7c-1b5d1c7a8b22';
const now = new Date('2026-03-01T10:00:00Z');
const at = '2026-03-01T10:00:00.000Z';
/** A stand-in for the address's blind index: the claim stream is named by it. */
const emailDigest = (email: string) => `digest-${email.toLowerCase()}`;
const registered = (role: 'customer' | 'admin' = 'customer'): NewEvent[] => [
  {
    type: 'UserRegistered',
    data: { userId, email: 'Huda@Example.com', name: 'Huda', passwordHash: '$argon2id$hash', role, registeredAt: at },
  },
];
const claimed: NewEvent[] = [{ type: 'EmailClaimed', data: { email: 'huda@example.com', userId } }];
const erasedBy = (by: 'self' | 'staff' | 'retention', reason: string | null = null): NewEvent => ({
  type: 'PersonalDataErased',
  data: { userId, erasedAt: at, by, reason },
});
const erased = erasedBy('self');
const released: NewEvent = { type: 'EmailReleased', data: { userId, releasedAt: at } };

describe('erasing a person', () => {
  const spec = commandSpec(eraseDecider);
  const self = { type: 'ErasePersonalData', userId, now, emailDigest, by: 'self', passwordMatches: true } as const;
  const staff = { type: 'ErasePersonalData', userId, now, emailDigest, by: 'staff', actorId: adminId, reason: 'Asked by phone' } as const;

  it('erases her with her password and releases her address in the same append, naming no personal data', () => {
    spec({ user: registered(), email: claimed }).when(self).then({ user: [erased], email: [released] });
  });

  it('records staff with their stated reason, and retention with its own', () => {
    spec({ user: registered(), email: claimed })
      .when(staff)
      .then({ user: [erasedBy('staff', 'Asked by phone')], email: [released] });
    spec({ user: registered(), email: claimed })
      .when({ type: 'ErasePersonalData', userId, now, emailDigest, by: 'retention', reason: null })
      .then({ user: [erasedBy('retention')], email: [released] });
  });

  it('refuses a second erasure as already erased', () => {
    spec({ user: [...registered(), erased], email: [...claimed, released] }).when(self).thenRefuses('conflict', { code: 'already_erased' });
    spec({ user: [...registered(), erased] }).when(staff).thenRefuses('conflict', { code: 'already_erased' });
  });

  it('refuses a wrong password, an unknown account, and staff without a reason', () => {
    spec({ user: registered(), email: claimed }).when({ ...self, passwordMatches: false }).thenRefuses('invalid', { code: 'wrong_password' });
    spec({}).when(self).thenRefuses('not_found', { code: 'user_not_found' });
    spec({ user: registered(), email: claimed }).when({ ...staff, reason: '  ' }).thenRefuses('invalid', { code: 'reason_required' });
  });

  it('keeps staff accounts and the acting admin out of staff erasures', () => {
    spec({ user: registered('admin'), email: claimed }).when(staff).thenRefuses('conflict', { code: 'staff_account' });
    spec({
      user: registered(),
      email: claimed,
      roles: [{ type: 'UserRoleChanged', data: { userId, from: 'customer', to: 'auditor', changedAt: at } }],
    })
      .when(staff)
      .thenRefuses('conflict', { code: 'staff_account' });
    spec({ user: registered('admin'), email: claimed }).when({ ...staff, actorId: userId }).thenRefuses('conflict', { code: 'own_account' });
    // Nor may a staff member erase herself from her profile: the store's last admin stays.
    spec({ user: registered('admin'), email: claimed }).when(self).thenRefuses('conflict', { code: 'staff_account' });
  });

  it('lets the retention rules age out customers only, whatever role she was registered with', () => {
    const retention = { type: 'ErasePersonalData', userId, now, emailDigest, by: 'retention', reason: null } as const;
    spec({ user: registered('admin'), email: claimed }).when(retention).thenRefuses('conflict', { code: 'staff_account' });
    spec({
      user: registered(),
      email: claimed,
      roles: [{ type: 'UserRoleChanged', data: { userId, from: 'customer', to: 'admin', changedAt: at } }],
    })
      .when(retention)
      .thenRefuses('conflict', { code: 'staff_account' });
  });
});

describe('a released address', () => {
  it('is free again: registering claims it anew for a new account', () => {
    const state = [...claimed, released].reduce(emailClaim.evolve, emailClaim.initialState());
    expect(state.claimed).toBe(false);
    const newUserId = '7d2b7e60-af30-4c79-9f8d-2c6e2d8b9c33';
    const decision = commandSpec(registerDecider)({ email: [...claimed, released] }).when({
      type: 'RegisterUser',
      userId: newUserId,
      email: 'huda@example.com',
      normalisedEmail: 'huda@example.com',
      emailDigest: emailDigest('huda@example.com'),
      name: 'Huda',
      passwordHash: '$argon2id$other',
      role: 'customer',
      now,
    });
    const result = decision.then({
      user: [
        {
          type: 'UserRegistered',
          data: { userId: newUserId, email: 'huda@example.com', name: 'Huda', passwordHash: '$argon2id$other', role: 'customer', registeredAt: at },
        },
      ],
      email: [{ type: 'EmailClaimed', data: { email: 'huda@example.com', userId: newUserId } }],
    });
    expect(result.result).toBeNull();
  });
});
