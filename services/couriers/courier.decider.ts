import { refuse, type Decider } from '../../events/index.js';
import { courierRegistry, type Courier, type CourierEvent, type CourierRegistry } from '../../events/couriers.js';

export const courierNotFound = 'Courier not found';
export const courierNameTakenCode = 'courier_name_taken';

export interface CourierTerms {
  readonly name: string;
  readonly deliveryCost: string;
  readonly returnCost: string;
}

export type CourierChanges = Partial<CourierTerms & { readonly active: boolean }>;

/** Names and amounts come validated and normalised (trimmed names, two-decimal amounts). */
export type CourierCommand =
  | { readonly type: 'AddCourier'; readonly courierId: string; readonly terms: CourierTerms; readonly now: Date }
  | { readonly type: 'ReviseCourier'; readonly courierId: string; readonly changes: CourierChanges; readonly now: Date };

/** The registry as the shared fold keeps it, and when each courier was added (what the answers show as createdAt). */
export interface CouriersState {
  readonly couriers: CourierRegistry;
  readonly addedAt: ReadonlyMap<string, string>;
}

/** Names are one courier's whatever their case or surrounding spaces: "Swift " and "swift" are the same courier. */
export const nameKey = (name: string) => name.trim().toLowerCase();

function refuseTakenName(couriers: CourierRegistry, name: string, courierId: string): void {
  const key = nameKey(name);
  for (const courier of couriers.values()) {
    if (courier.courierId !== courierId && nameKey(courier.name) === key) {
      throw refuse.conflict('A courier with this name already exists', { code: courierNameTakenCode, params: { name } });
    }
  }
}

/**
 * Every courier in one stream (ADR 057): a handful, so one decision sees every name and names stay unique without a
 * claim per name. A courier is revised or deactivated, never deleted: orders and cash keep naming it.
 */
export const courierDecider: Decider<CourierCommand, CourierEvent, CouriersState> = {
  streamType: courierRegistry.streamType,
  initialState: () => ({ couriers: courierRegistry.initialState(), addedAt: new Map() }),
  evolve(state, event) {
    const couriers = courierRegistry.evolve(state.couriers, event);
    const addedAt = event.type === 'CourierAdded' ? new Map(state.addedAt).set(event.data.courierId, event.data.addedAt) : state.addedAt;
    return { couriers, addedAt };
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddCourier': {
        if (state.couriers.has(command.courierId)) throw refuse.conflict('This courier exists already');
        refuseTakenName(state.couriers, command.terms.name, command.courierId);
        return [{ type: 'CourierAdded', data: { courierId: command.courierId, ...command.terms, addedAt: command.now.toISOString() } }];
      }
      case 'ReviseCourier': {
        const current = state.couriers.get(command.courierId);
        if (!current) throw refuse.notFound(courierNotFound);
        const next: Courier = { ...current, ...withoutUndefined(command.changes) };
        if (sameCourier(current, next)) return [];
        if (next.name !== current.name) refuseTakenName(state.couriers, next.name, command.courierId);
        const { courierId, name, deliveryCost, returnCost, active } = next;
        return [{ type: 'CourierRevised', data: { courierId, name, deliveryCost, returnCost, active, revisedAt: command.now.toISOString() } }];
      }
    }
  },
};

const sameCourier = (a: Courier, b: Courier) =>
  a.name === b.name && a.deliveryCost === b.deliveryCost && a.returnCost === b.returnCost && a.active === b.active;

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
