import { describe, it } from 'vitest';
import type { CourierEvent } from '../../events/couriers.js';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { courierDecider } from './courier.decider.js';

const given = deciderSpec(courierDecider);
const now = new Date('2026-11-27T10:00:00.000Z');
const swift = '11111111-1111-4111-8111-111111111111';
const aramex = '22222222-2222-4222-8222-222222222222';

const added = (courierId: string, name: string): CourierEvent => ({
  type: 'CourierAdded',
  data: { courierId, name, deliveryCost: '15.00', returnCost: '10.00', addedAt: '2026-11-01T08:00:00.000Z' },
});
const revised = (courierId: string, name: string, changes: { deliveryCost?: string; returnCost?: string; active?: boolean } = {}): CourierEvent => ({
  type: 'CourierRevised',
  data: { courierId, name, deliveryCost: '15.00', returnCost: '10.00', active: true, ...changes, revisedAt: now.toISOString() },
});
const terms = (name: string) => ({ name, deliveryCost: '15.00', returnCost: '10.00' });

describe('courier decider', () => {
  it('adds a courier with its costs', () => {
    given([]).when({ type: 'AddCourier', courierId: swift, terms: terms('Swift'), now }).then([
      { type: 'CourierAdded', data: { courierId: swift, ...terms('Swift'), addedAt: now.toISOString() } },
    ]);
  });

  it('refuses a name another courier has, whatever its case', () => {
    given([added(swift, 'Swift Couriers')])
      .when({ type: 'AddCourier', courierId: aramex, terms: terms('swift couriers'), now })
      .thenRefuses('conflict', { code: 'courier_name_taken', params: { name: 'swift couriers' } });
    given([added(swift, 'Swift'), added(aramex, 'Aramex')])
      .when({ type: 'ReviseCourier', courierId: aramex, changes: { name: 'SWIFT' }, now })
      .thenRefuses('conflict', { code: 'courier_name_taken' });
  });

  it('revises a courier, its own name in another case included, and records every field as it now stands', () => {
    given([added(swift, 'Swift')])
      .when({ type: 'ReviseCourier', courierId: swift, changes: { name: 'SWIFT', deliveryCost: '18.00' }, now })
      .then([revised(swift, 'SWIFT', { deliveryCost: '18.00' })]);
  });

  it('deactivates a courier instead of deleting it, and records nothing when nothing changes', () => {
    given([added(swift, 'Swift')])
      .when({ type: 'ReviseCourier', courierId: swift, changes: { active: false }, now })
      .then([revised(swift, 'Swift', { active: false })]);
    given([added(swift, 'Swift'), revised(swift, 'Swift', { active: false })])
      .when({ type: 'ReviseCourier', courierId: swift, changes: { active: false, deliveryCost: '15.00' }, now })
      .then([]);
  });

  it('lets a deactivated courier keep its name', () => {
    given([added(swift, 'Swift'), revised(swift, 'Swift', { active: false })])
      .when({ type: 'AddCourier', courierId: aramex, terms: terms('Swift'), now })
      .thenRefuses('conflict', { code: 'courier_name_taken' });
  });

  it('refuses to revise a courier that does not exist', () => {
    given([added(swift, 'Swift')])
      .when({ type: 'ReviseCourier', courierId: aramex, changes: { active: false }, now })
      .thenRefuses('not_found', 'Courier not found');
  });
});
