import { describe, it } from 'vitest';
import type { UserRole } from '../../events/identity.js';
import { commandSpec } from '../../tests/support/decider-spec.js';
import { changeRoleDecider, lastAdminMessage, type ChangeRole } from './role-change.decider.js';

const ana = '00000000-0000-4000-8000-00000000000a';
const bea = '00000000-0000-4000-8000-00000000000b';
const cora = '00000000-0000-4000-8000-00000000000c';
const now = new Date('2026-11-23T10:00:00.000Z');
const spec = commandSpec(changeRoleDecider);

const registered = (userId: string, role: UserRole) => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, name: 'N', passwordHash: 'x', role, registeredAt: now.toISOString() },
});
const changed = (userId: string, from: UserRole, to: UserRole) => ({
  type: 'UserRoleChanged',
  data: { userId, from, to, changedAt: now.toISOString() },
});
const command = (userId: string, role: UserRole, knownAdminIds: readonly string[]): ChangeRole => ({
  type: 'ChangeRole',
  userId,
  role,
  knownAdminIds,
  now,
});

describe('changing a role', () => {
  it('records the change on the roles stream, from the role the log last gave', () => {
    spec({ user: [registered(cora, 'customer')], roles: [changed(cora, 'customer', 'auditor')] })
      .when(command(cora, 'admin', [ana]))
      .then({ roles: [changed(cora, 'auditor', 'admin')] }, { from: 'auditor', to: 'admin', changed: true });
  });

  it('writes nothing when the user already has the role', () => {
    spec({ user: [registered(cora, 'customer')] }).when(command(cora, 'customer', [ana])).then({}, { from: 'customer', to: 'customer', changed: false });
  });

  it('refuses an unknown user', () => {
    spec({}).when(command(cora, 'admin', [ana])).thenRefuses('not_found', { code: 'user_not_found' });
  });

  it('demotes an admin while another admin remains', () => {
    spec({ user: [registered(ana, 'admin')], admins: [[registered(bea, 'admin')]] })
      .when(command(ana, 'customer', [ana, bea]))
      .then({ roles: [changed(ana, 'admin', 'customer')] });
  });

  it('refuses to demote the last admin', () => {
    spec({ user: [registered(ana, 'admin')] })
      .when(command(ana, 'auditor', [ana]))
      .thenRefuses('conflict', { code: 'last_admin', message: lastAdminMessage });
  });

  it('does not count an admin the read model lists but the log has demoted (the race two admins run)', () => {
    // Bea demoted Ana a moment ago; the read model still lists both as admins when Ana's demotion of Bea is decided.
    spec({ user: [registered(bea, 'admin')], roles: [changed(ana, 'admin', 'customer')], admins: [[registered(ana, 'admin')]] })
      .when(command(bea, 'customer', [ana, bea]))
      .thenRefuses('conflict', { code: 'last_admin' });
  });

  it('counts an admin made by a role change the read model does not show yet', () => {
    spec({ user: [registered(ana, 'admin')], roles: [changed(cora, 'customer', 'admin')] })
      .when(command(ana, 'customer', [ana]))
      .then({ roles: [changed(ana, 'admin', 'customer')] });
  });
});
