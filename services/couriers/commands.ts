import { randomUUID } from 'node:crypto';
import { courierCash, courierCashStreamId, courierRegistry, couriersStreamId } from '../../events/couriers.js';
import { handle, handleCommand, loadStream, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { notFound } from '../../infra/errors.js';
import { pgTimeText } from '../../infra/pg-time.js';
import { cashAnswer, outstandingOf } from './cash.js';
import { courierDecider, courierNotFound, type CouriersState } from './courier.decider.js';
import { remittanceDecider } from './remittance.decider.js';
import type { CourierAnswer, CourierChangesRequest, CourierCashAnswer, CourierRequest, RemittanceAnswer } from './schemas.js';

export async function addCourier(
  store: EventStore,
  request: CourierRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; courier: CourierAnswer }> {
  const courierId = randomUUID();
  const handled = await handleCommand(store, courierDecider, couriersStreamId, { type: 'AddCourier', courierId, terms: request, now }, metadata);
  // A new courier holds no cash yet.
  return { append: handled.append, courier: courierAnswer(handled.state, courierId, '0.00') };
}

/** A revision and the courier as it stands after it, with the cash its own stream says it holds (ADR 049). */
export async function reviseCourier(
  store: EventStore,
  courierId: string,
  changes: CourierChangesRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; courier: CourierAnswer }> {
  const handled = await handleCommand(store, courierDecider, couriersStreamId, { type: 'ReviseCourier', courierId, changes, now }, metadata);
  const cash = await loadStream(store, courierCash, courierCashStreamId(courierId));
  return { append: handled.append, courier: courierAnswer(handled.state, courierId, outstandingOf(cash.state)) };
}

export async function remitCash(
  store: EventStore,
  courierId: string,
  request: { readonly reference: string; readonly amount: string; readonly orderIds: readonly string[] },
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; remittance: RemittanceAnswer }> {
  const command = { type: 'RemitCash' as const, courierId, remittanceId: randomUUID(), ...request, now };
  const handled = await handle(store, remittanceDecider, command, metadata);
  return { append: handled.append, remittance: handled.result };
}

/**
 * A courier's cash as the log stood at `asOf` (ADR 057): its cash stream read up to then and folded, like an
 * order's history. A courier that does not exist now answers 404; one added after `asOf` held nothing then.
 */
export async function courierCashAsOf(store: EventStore, courierId: string, asOf: Date): Promise<CourierCashAnswer> {
  const [registry, events] = await Promise.all([
    loadStream(store, courierRegistry, couriersStreamId),
    store.readStream(courierCashStreamId(courierId), { recordedUpTo: asOf }),
  ]);
  if (!registry.state.has(courierId)) throw notFound(courierNotFound);
  const cash = events.reduce((state, event) => courierCash.evolve(state, event), courierCash.initialState());
  return cashAnswer(courierId, asOf, cash);
}

/** A courier as the couriers list shows it, from the registry a decision left (one that did not refuse: it is there). */
function courierAnswer(state: CouriersState, courierId: string, cashOutstanding: string): CourierAnswer {
  const courier = state.couriers.get(courierId);
  const addedAt = state.addedAt.get(courierId);
  if (!courier || !addedAt) throw new Error(`Courier ${courierId} is not in the registry after its decision`);
  const { name, deliveryCost, returnCost, active } = courier;
  return { id: courierId, name, deliveryCost, returnCost, active, cashOutstanding, createdAt: pgTimeText(addedAt) };
}
