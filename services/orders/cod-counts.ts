import type pg from 'pg';
import { codCountsStreamId, refusedPhonesStreamId } from '../../events/cod.js';
import { ConcurrencyError, systemActor, type EventStore, type NewEvent, type StreamAppend } from '../../events/index.js';
import { customerOrdersStreamId } from '../../events/orders.js';
import type { Logger } from '../../infra/logger.js';
import { normalisePhone } from '../../rules/uae-phone.js';

interface Counted {
  readonly kind: 'delivered' | 'refused';
  readonly userId: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly phone: string | null;
  readonly at: string;
}

/**
 * Orders delivered or refused at the door before the store counted them on their shoppers' streams (ADR 059), each
 * once, from the log itself: the first delivery of each order and its refusal, less those counted already.
 */
const uncountedSql = `
  with placed as (
    select data->>'orderId' as order_id, data->>'userId' as user_id, (data->>'orderNumber')::int as order_number,
      data->>'shippingPhone' as phone, data as placed
    from events where type = 'OrderPlaced'
  ),
  outcomes as (
    select 'delivered' as kind, data->>'orderId' as order_id, min(data->>'changedAt') as at
    from events where type = 'OrderStatusChanged' and data->>'to' = 'delivered' group by data->>'orderId'
    union all
    select 'refused', data->>'orderId', min(data->>'at')
    from events where type = 'OrderReturnStarted' and data->>'reason' = 'refused' group by data->>'orderId'
  ),
  counted as (
    select case type when 'CodDeliveryCounted' then 'delivered' else 'refused' end as kind, data->>'orderId' as order_id
    from events where type in ('CodDeliveryCounted', 'CodRefusalCounted')
  )
  select o.kind, p.user_id as "userId", o.order_id as "orderId", p.order_number as "orderNumber", p.phone, p.placed, o.at
  from outcomes o join placed p using (order_id)
  where not exists (select 1 from counted c where c.kind = o.kind and c.order_id = o.order_id)
  order by o.at, o.order_id`;

/** Those outcomes, each with the phone its order was placed with (opened: it is sealed in the log, ADR 068). */
export async function uncountedCodOutcomes(db: Pick<pg.Pool, 'query'>, store: Pick<EventStore, 'openPersonalData'>): Promise<Counted[]> {
  const rows = (await db.query<Counted & { placed: unknown }>(uncountedSql)).rows;
  const placements = (await store.openPersonalData(rows.map((row) => ({ type: 'OrderPlaced', data: row.placed })))) as {
    shippingPhone?: string;
  }[];
  return rows.map(({ placed: _placed, ...row }, index) => ({ ...row, phone: placements[index]?.shippingPhone ?? row.phone }));
}

/**
 * Counts, once per store, the deliveries and refusals its log holds from before they were counted as they happen:
 * without it every shopper of an existing store would be a new customer with no refusals. The marker's stream is
 * appended as new in the same append, so two instances starting together count once (the second finds it done).
 */
export async function countCodFromLog(deps: { readonly store: EventStore; readonly pool: pg.Pool; readonly logger: Logger }): Promise<void> {
  const { store, pool, logger } = deps;
  if ((await store.readStream(codCountsStreamId)).length > 0) return;
  const rows = await uncountedCodOutcomes(pool, store);
  const byCustomer = new Map<string, NewEvent[]>();
  const phones: NewEvent[] = [];
  for (const row of rows) {
    const { userId, orderId, orderNumber } = row;
    const phone = normalisePhone(row.phone ?? '');
    const events = byCustomer.get(userId) ?? [];
    if (row.kind === 'delivered') events.push({ type: 'CodDeliveryCounted', data: { userId, orderId, orderNumber, deliveredAt: row.at } });
    else {
      events.push({ type: 'CodRefusalCounted', data: { userId, orderId, orderNumber, phone, refusedAt: row.at } });
      if (phone) phones.push({ type: 'PhoneRefusalCounted', data: { phone, userId, orderId, orderNumber, refusedAt: row.at } });
    }
    byCustomer.set(userId, events);
  }
  const deliveries = rows.filter((row) => row.kind === 'delivered').length;
  const appends: StreamAppend[] = [
    ...[...byCustomer].map(([userId, events]): StreamAppend => ({ streamId: customerOrdersStreamId(userId), streamType: 'customer-orders', expectedVersion: 'any', events })),
    ...(phones.length > 0 ? [{ streamId: refusedPhonesStreamId, streamType: 'cod-refused-phones', expectedVersion: 'any' as const, events: phones }] : []),
    {
      streamId: codCountsStreamId,
      streamType: 'cod-counts',
      expectedVersion: 0,
      events: [{ type: 'CodCountsTaken', data: { deliveries, refusals: rows.length - deliveries, takenAt: new Date().toISOString() } }],
    },
  ];
  try {
    await store.append(appends, { actor: systemActor, correlationId: 'cod-counts-from-log' });
  } catch (error) {
    if (error instanceof ConcurrencyError) return;
    throw error;
  }
  if (rows.length > 0) logger.info('counted deliveries and refusals from the log', { deliveries, refusals: rows.length - deliveries });
}
