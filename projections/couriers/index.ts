import type { Queryable, StoredEvent } from '../../events/index.js';
import { courierCashEvents, courierEvents, type CourierCashEvent, type CourierEvent } from '../../events/couriers.js';
import { defineProjection } from '../engine/projection.js';

export { codReportProjection, readCodReport, type CodReport } from './cod-report.js';

type DataOf<Event extends { type: string; data: unknown }, Type extends Event['type']> = Extract<Event, { type: Type }>['data'];

/**
 * The shop's couriers with the cash each holds, one row per courier. A handful of couriers, and cash that moves
 * once per delivery and remittance: each event is one statement.
 */
export const couriersProjection = defineProjection({
  name: 'couriers',
  handles: [...courierEvents, ...courierCashEvents].map((definition) => definition.type),
  tables: ['couriers'],
  migrations: [
    {
      id: 'projection:couriers:1',
      sql: `create table couriers (
        id uuid primary key,
        name text not null,
        delivery_cost numeric(10,2) not null,
        return_cost numeric(10,2) not null,
        active boolean not null,
        -- Collected and not yet remitted; a sum of amounts, so unbounded.
        cash_outstanding numeric not null default 0,
        created_at timestamptz not null
      );
      create index couriers_by_name on couriers (lower(name), id);`,
    },
  ],
  async apply(client, events) {
    for (const event of events as readonly StoredEvent[]) {
      switch (event.type as CourierEvent['type'] | CourierCashEvent['type']) {
        case 'CourierAdded': {
          const data = event.data as DataOf<CourierEvent, 'CourierAdded'>;
          await client.query(
            `insert into couriers (id, name, delivery_cost, return_cost, active, created_at) values ($1, $2, $3, $4, true, $5)
             on conflict (id) do nothing`,
            [data.courierId, data.name, data.deliveryCost, data.returnCost, data.addedAt],
          );
          break;
        }
        case 'CourierRevised': {
          const data = event.data as DataOf<CourierEvent, 'CourierRevised'>;
          await client.query(`update couriers set name = $2, delivery_cost = $3, return_cost = $4, active = $5 where id = $1`, [
            data.courierId,
            data.name,
            data.deliveryCost,
            data.returnCost,
            data.active,
          ]);
          break;
        }
        case 'CodCollected': {
          const data = event.data as DataOf<CourierCashEvent, 'CodCollected'>;
          await client.query(`update couriers set cash_outstanding = cash_outstanding + $2 where id = $1`, [data.courierId, data.amount]);
          break;
        }
        case 'CodRemitted': {
          const data = event.data as DataOf<CourierCashEvent, 'CodRemitted'>;
          await client.query(`update couriers set cash_outstanding = cash_outstanding - $2 where id = $1`, [data.courierId, data.amount]);
          break;
        }
      }
    }
  },
});

export interface CourierRecord {
  readonly id: string;
  readonly name: string;
  readonly deliveryCost: string;
  readonly returnCost: string;
  readonly active: boolean;
  readonly cashOutstanding: string;
  readonly createdAt: string;
}

/** Where a page of couriers starts: the last row's name as the database sorts it (lower case) and id. */
export type CourierKey = readonly [string, string];

/** A row and the name it sorts by (the database's own lower case, so a cursor compares as the order does). */
export type CourierRow = CourierRecord & { readonly sortName: string };

/** Couriers by name (case-insensitively), `limit` rows after the key given; and how many there are. */
export async function listCouriers(
  db: Queryable,
  page: { readonly limit: number; readonly after: CourierKey | null },
): Promise<{ rows: CourierRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<CourierRow>(
      `select id, name, lower(name) as "sortName", delivery_cost::text as "deliveryCost", return_cost::text as "returnCost", active,
         round(cash_outstanding, 2)::text as "cashOutstanding", to_json(created_at) #>> '{}' as "createdAt"
       from couriers
       where $1::text is null or (lower(name), id) > ($1::text, $2::uuid)
       order by lower(name), id limit $3`,
      [page.after?.[0] ?? null, page.after?.[1] ?? null, page.limit],
    ),
    db.query<{ n: number }>('select count(*)::int as n from couriers'),
  ]);
  return { rows: rows.rows, total: count.rows[0]!.n };
}

/** The key a row sorts by, as a cursor names it. */
export const courierKeyOf = (courier: CourierRow): CourierKey => [courier.sortName, courier.id];
