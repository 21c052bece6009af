import type { PoolClient } from 'pg';
import type { Checkpoint, Queryable, StoredEvent } from '../../events/index.js';
import type { CourierCashEvent } from '../../events/couriers.js';
import { announcesStep, type OrderEvent } from '../../events/orders.js';
import { upTo, upToValues } from '../engine/from-log.js';
import { defineProjection } from '../engine/projection.js';

type DataOf<Event extends { type: string; data: unknown }, Type extends Event['type']> = Extract<Event, { type: Type }>['data'];

const counters = ['orders', 'confirmed', 'cancelled', 'delivered', 'refused', 'returned', 'delivery_attempts'] as const;
const sums = ['courier_cost', 'cash_collected', 'cash_remitted'] as const;

/** What one event adds to the hour it happened in; counters and sums left out add nothing. */
type Change = { at: string } & Partial<Record<(typeof counters)[number], number> & Record<(typeof sums)[number], string>>;

/** An event's change, at the time the event says it happened (the time its command recorded it). */
function changeOf(event: StoredEvent): Change | null {
  switch (event.type as OrderEvent['type'] | CourierCashEvent['type']) {
    case 'OrderPlaced':
      return { at: (event.data as DataOf<OrderEvent, 'OrderPlaced'>).placedAt, orders: 1 };
    case 'OrderStatusChanged': {
      const data = event.data as DataOf<OrderEvent, 'OrderStatusChanged'>;
      // A correction back is no confirmation or delivery, and a step reached again after one was counted when first reached.
      if (!announcesStep(data)) return null;
      if (data.to === 'confirmed') return { at: data.changedAt, confirmed: 1 };
      if (data.to === 'delivered') return { at: data.changedAt, delivered: 1 };
      return null;
    }
    case 'OrderCancelled':
      return { at: (event.data as DataOf<OrderEvent, 'OrderCancelled'>).cancelledAt, cancelled: 1 };
    case 'DeliveryAttempted': {
      const data = event.data as DataOf<OrderEvent, 'DeliveryAttempted'>;
      return { at: data.at, delivery_attempts: 1, refused: data.outcome === 'refused' ? 1 : 0, courier_cost: data.cost };
    }
    case 'OrderReturnReceived': {
      const data = event.data as DataOf<OrderEvent, 'OrderReturnReceived'>;
      return { at: data.receivedAt, returned: 1, courier_cost: data.returnCost };
    }
    case 'CodCollected': {
      const data = event.data as DataOf<CourierCashEvent, 'CodCollected'>;
      return { at: data.collectedAt, cash_collected: data.amount };
    }
    case 'CodRemitted': {
      const data = event.data as DataOf<CourierCashEvent, 'CodRemitted'>;
      return { at: data.remittedAt, cash_remitted: data.amount };
    }
    default:
      return null;
  }
}

/** A step an OrderStatusChanged of `alias` announces (`announcesStep`): neither a correction nor a step reached before. */
const announced = (alias: string) =>
  `not coalesce((${alias}.data->>'correction')::boolean, false) and not coalesce((${alias}.data->>'reachedBefore')::boolean, false)`;

/**
 * The COD report from the whole log, inside the database (see Projection.fromLog): each event's change as `changeOf`
 * reads it, added up per hour, as applying the events batch by batch leaves the hours. Status changes that change no
 * figure leave their hour out, as they do there.
 */
async function codReportFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  const columns = [...counters, ...sums];
  await client.query(
    `insert into cod_report_hours (hour, ${columns.join(', ')})
     select date_trunc('hour', c.at, 'UTC'), ${columns.map((column) => `sum(c.${column})`).join(', ')}
     from (
       select (case e.type when 'OrderPlaced' then e.data->>'placedAt' when 'OrderStatusChanged' then e.data->>'changedAt'
           when 'OrderCancelled' then e.data->>'cancelledAt' when 'DeliveryAttempted' then e.data->>'at'
           when 'OrderReturnReceived' then e.data->>'receivedAt' when 'CodCollected' then e.data->>'collectedAt'
           when 'CodRemitted' then e.data->>'remittedAt' end)::timestamptz as at,
         (e.type = 'OrderPlaced')::int as orders,
         (e.type = 'OrderStatusChanged' and e.data->>'to' = 'confirmed')::int as confirmed,
         (e.type = 'OrderCancelled')::int as cancelled,
         (e.type = 'OrderStatusChanged' and e.data->>'to' = 'delivered')::int as delivered,
         (e.type = 'DeliveryAttempted' and e.data->>'outcome' = 'refused')::int as refused,
         (e.type = 'OrderReturnReceived')::int as returned,
         (e.type = 'DeliveryAttempted')::int as delivery_attempts,
         case e.type when 'DeliveryAttempted' then (e.data->>'cost')::numeric
           when 'OrderReturnReceived' then (e.data->>'returnCost')::numeric else 0 end as courier_cost,
         case when e.type = 'CodCollected' then (e.data->>'amount')::numeric else 0 end as cash_collected,
         case when e.type = 'CodRemitted' then (e.data->>'amount')::numeric else 0 end as cash_remitted
       from events e
       where e.type = any($3::text[]) and ${upTo('e')}
         and (e.type <> 'OrderStatusChanged' or (e.data->>'to' in ('confirmed', 'delivered') and ${announced('e')}))
     ) c
     group by 1`,
    [...upToValues(checkpoint), codReportProjection.handles],
  );
}

/**
 * The COD report's figures, one row per hour (UTC) with the counts and sums of what happened in it: a report over
 * a range adds up its hours, so it costs the same at any number of orders. Hours, not days, so that a range given
 * in times (or in the store's days, which start on a whole UTC hour) is counted as asked.
 */
export const codReportProjection = defineProjection({
  name: 'cod_report',
  handles: [
    'OrderPlaced',
    'OrderStatusChanged',
    'OrderCancelled',
    'DeliveryAttempted',
    'OrderReturnReceived',
    'CodCollected',
    'CodRemitted',
  ],
  tables: ['cod_report_hours'],
  migrations: [
    {
      id: 'projection:cod_report:1',
      sql: `create table cod_report_hours (
        hour timestamptz primary key,
        ${counters.map((counter) => `${counter} integer not null default 0`).join(',\n        ')},
        ${sums.map((sum) => `${sum} numeric not null default 0`).join(',\n        ')}
      );`,
    },
  ],
  async apply(client, events) {
    const changes = events.map(changeOf).filter((change): change is Change => change !== null);
    if (changes.length === 0) return;
    // One statement a batch: the database adds the amounts as numeric and the hours up, whatever the batch holds.
    const columns = [...counters, ...sums];
    await client.query(
      `insert into cod_report_hours (hour, ${columns.join(', ')})
       select date_trunc('hour', c.at, 'UTC'), ${columns.map((column) => `coalesce(sum(c.${column}), 0)`).join(', ')}
       from json_to_recordset($1::json) as c(at timestamptz, ${counters.map((counter) => `${counter} integer`).join(', ')},
         ${sums.map((sum) => `${sum} numeric`).join(', ')})
       group by 1
       on conflict (hour) do update set ${columns.map((column) => `${column} = cod_report_hours.${column} + excluded.${column}`).join(', ')}`,
      [JSON.stringify(changes)],
    );
  },
  fromLog: (client, checkpoint) => codReportFromLog(client, checkpoint),
});

export interface CodReport {
  readonly orders: number;
  readonly confirmed: number;
  readonly cancelled: number;
  readonly delivered: number;
  readonly refused: number;
  readonly returned: number;
  readonly refusalRate: string;
  readonly deliveryAttempts: number;
  readonly courierCost: string;
  readonly cashCollected: string;
  readonly cashRemitted: string;
  readonly cashOutstanding: string;
}

/**
 * The figures of the hours starting in [from, to), and the cash the couriers held at `to` (everything collected
 * before it and not remitted before it).
 */
export async function readCodReport(db: Queryable, from: Date, to: Date): Promise<CodReport> {
  const result = await db.query<CodReport>(
    `with range as (
       select coalesce(sum(orders), 0)::int as orders, coalesce(sum(confirmed), 0)::int as confirmed,
         coalesce(sum(cancelled), 0)::int as cancelled, coalesce(sum(delivered), 0)::int as delivered,
         coalesce(sum(refused), 0)::int as refused, coalesce(sum(returned), 0)::int as returned,
         coalesce(sum(delivery_attempts), 0)::int as "deliveryAttempts",
         round(coalesce(sum(courier_cost), 0), 2)::text as "courierCost",
         round(coalesce(sum(cash_collected), 0), 2)::text as "cashCollected",
         round(coalesce(sum(cash_remitted), 0), 2)::text as "cashRemitted"
       from cod_report_hours where hour >= $1 and hour < $2
     )
     select range.*,
       case when delivered + refused = 0 then '0.0000' else round(refused::numeric / (delivered + refused), 4)::text end as "refusalRate",
       (select round(coalesce(sum(cash_collected - cash_remitted), 0), 2)::text from cod_report_hours where hour < $2) as "cashOutstanding"
     from range`,
    [from, to],
  );
  return result.rows[0]!;
}
