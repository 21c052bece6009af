import type { Queryable, StoredEvent } from '../../events/index.js';
import { emirateOf } from '../../events/addresses.js';
import type { CodEvent } from '../../events/cod.js';
import type { OrderEvent } from '../../events/orders.js';
import { fromCents, toCents } from '../../infra/money.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { upTo, upToValues } from '../engine/from-log.js';
import { defineProjection } from '../engine/projection.js';
import { codHistoryFromLog } from './from-log.js';

type DataOf<Event extends { type: string; data: unknown }, Type extends Event['type']> = Extract<Event, { type: Type }>['data'];

/** What became of an order so far: delivered, refused at the door, cancelled, back as undeliverable, or none yet. */
export const codOutcomes = ['delivered', 'refused', 'cancelled', 'returned', 'open'] as const;
export type CodOutcome = (typeof codOutcomes)[number];

/**
 * What the events after an order's placement set on its row. `deliveredAt` and `refusedAt` keep the first time
 * (an order delivered, moved back and delivered again was first delivered once); `cost` adds up.
 */
interface HistoryPatch {
  outcome?: CodOutcome;
  deliveredAt?: string;
  refusedAt?: string;
  /** Courier fees of the batch's attempts and return, in cents. */
  cost: bigint;
  deleted?: true;
}

interface PlacedRow {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly userId: string;
  readonly phone: string | null;
  readonly emirate: string | null;
  readonly total: string;
  readonly placedAt: string;
}

/** What a batch does to one order, in log order: its row placed in the batch, or changes to a row stored before. */
interface HistoryChange {
  placed: { readonly row: PlacedRow; readonly patch: HistoryPatch } | null;
  /** Events of the order before its placement in the batch (or of an order stored before it), for the stored row. */
  stored: HistoryPatch | null;
}

const newPatch = (): HistoryPatch => ({ cost: 0n });

function patchWith(patch: HistoryPatch, event: OrderEvent): void {
  switch (event.type) {
    case 'OrderStatusChanged':
      if (event.data.to === 'delivered') {
        patch.outcome = 'delivered';
        patch.deliveredAt ??= event.data.changedAt;
      } else patch.outcome = 'open';
      break;
    case 'OrderCancelled':
      patch.outcome = 'cancelled';
      break;
    case 'DeliveryAttempted':
      patch.cost += toCents(event.data.cost);
      break;
    case 'OrderReturnStarted':
      if (event.data.reason === 'refused') {
        patch.outcome = 'refused';
        patch.refusedAt ??= event.data.at;
      } else patch.outcome = 'returned';
      break;
    case 'OrderReturnReceived':
      patch.cost += toCents(event.data.returnCost);
      break;
    case 'OrderDeleted':
      patch.deleted = true;
      break;
    default:
      break;
  }
}

const patchJson = (orderId: string, patch: HistoryPatch) => ({
  orderId,
  outcome: patch.outcome ?? null,
  deliveredAt: patch.deliveredAt ?? null,
  refusedAt: patch.refusedAt ?? null,
  cost: fromCents(patch.cost),
  deleted: patch.deleted ?? false,
});

/**
 * Every order as cash on delivery saw it, for trying COD rules on the shop's own history (ADR 059): who placed it,
 * the number it was placed with (as `normalisePhone` writes it) and the emirate its city names, its total and when
 * it was placed; what became of it, when it was first delivered, when it was refused at the door and what the
 * couriers charged for it (every attempt and the return). A deleted order keeps its row, marked: it is no longer
 * replayed, but its delivery or refusal happened and still counts for her later orders, as her stream counts it.
 */
export const codHistoryProjection = defineProjection({
  name: 'cod_history',
  handles: [
    'OrderPlaced',
    'OrderStatusChanged',
    'OrderCancelled',
    'DeliveryAttempted',
    'OrderReturnStarted',
    'OrderReturnReceived',
    'OrderDeleted',
    // Her erasure takes the numbers her orders went to out of the history.
    'PersonalDataErased',
  ],
  tables: ['cod_history_orders'],
  migrations: [
    {
      id: 'projection:cod_history:1',
      sql: `create table cod_history_orders (
        order_id uuid primary key,
        order_number integer not null,
        user_id uuid not null,
        phone text,
        emirate text,
        total numeric(10,2) not null,
        placed_at timestamptz not null,
        outcome text not null,
        delivered_at timestamptz,
        refused_at timestamptz,
        -- A sum of fees, so unbounded.
        courier_cost numeric not null default 0,
        deleted boolean not null default false
      );
      -- The orders of a period; the deliveries and refusals before a time.
      create index cod_history_orders_placed on cod_history_orders (placed_at) where not deleted;
      create index cod_history_orders_delivered on cod_history_orders (delivered_at) include (user_id)
        where delivered_at is not null;
      create index cod_history_orders_refused on cod_history_orders (refused_at) include (user_id, phone)
        where refused_at is not null;`,
    },
  ],
  async apply(client, events) {
    const changes = new Map<string, HistoryChange>();
    const erased: string[] = [];
    for (const stored of events as readonly StoredEvent[]) {
      if (stored.type === 'PersonalDataErased') {
        erased.push((stored.data as { userId: string }).userId);
        continue;
      }
      const event = { type: stored.type, data: stored.data } as OrderEvent;
      let change = changes.get(event.data.orderId);
      if (!change) changes.set(event.data.orderId, (change = { placed: null, stored: null }));
      if (event.type === 'OrderPlaced') {
        // Placed twice (never, in a log the store wrote): inserting both fails on the key, as inserting it again does.
        if (change.placed) throw new Error(`order ${event.data.orderId} placed twice`);
        const data = event.data;
        change.placed = {
          row: {
            orderId: data.orderId,
            orderNumber: data.orderNumber,
            userId: data.userId,
            phone: normalisePhone(data.shippingPhone),
            emirate: emirateOf(data.shippingCity),
            total: data.totalAmount,
            placedAt: data.placedAt,
          },
          patch: newPatch(),
        };
      } else patchWith(change.placed ? change.placed.patch : (change.stored ??= newPatch()), event);
    }
    await writeHistory(client, changes);
    if (erased.length > 0) await client.query('update cod_history_orders set phone = null where user_id = any($1::uuid[])', [erased]);
  },
  fromLogReadsPersonal: ['OrderPlaced'],
  async fromLog(client, checkpoint) {
    await codHistoryFromLog(client, checkpoint);
    await client.query(
      `update cod_history_orders set phone = null
       where user_id in (select (e.data->>'userId')::uuid from events e where e.type = 'PersonalDataErased' and ${upTo('e')})`,
      upToValues(checkpoint),
    );
  },
});

/**
 * Every COD decision of the staff about a shopper, with its time and log position: a replayed order sees the last
 * one made before it was placed. Few rows, kept apart from the orders' history so that one is filled inside the
 * database on a rebuild.
 */
export const codStatusHistoryProjection = defineProjection({
  name: 'cod_status_history',
  handles: ['CodStatusSet'],
  tables: ['cod_status_history'],
  migrations: [
    {
      id: 'projection:cod_status_history:1',
      sql: `create table cod_status_history (
        seq bigint primary key,
        user_id uuid not null,
        status text not null,
        set_at timestamptz not null
      );
      create index cod_status_history_set on cod_status_history (set_at, seq);`,
    },
  ],
  async apply(client, events) {
    const statuses = events.map((stored) => {
      const data = stored.data as DataOf<CodEvent, 'CodStatusSet'>;
      return { seq: stored.globalPosition, userId: data.userId, status: data.status, setAt: data.setAt };
    });
    await client.query(
      `insert into cod_status_history (seq, user_id, status, set_at)
       select seq, "userId", status, "setAt" from json_to_recordset($1::json) as s(seq bigint, "userId" uuid, status text, "setAt" timestamptz)
       on conflict (seq) do nothing`,
      [JSON.stringify(statuses)],
    );
  },
});

/**
 * Changes of stored rows first (an order's events before its placement in the same batch find no row, as they
 * would one at a time), then the orders placed in the batch as their later events left them.
 */
async function writeHistory(client: Queryable, changes: ReadonlyMap<string, HistoryChange>): Promise<void> {
  const patches: ReturnType<typeof patchJson>[] = [];
  const placed: (PlacedRow & ReturnType<typeof patchJson>)[] = [];
  for (const [orderId, change] of changes) {
    if (change.stored) patches.push(patchJson(orderId, change.stored));
    if (change.placed) placed.push({ ...change.placed.row, ...patchJson(orderId, change.placed.patch) });
  }
  if (patches.length > 0) {
    await client.query(
      `update cod_history_orders o set
         outcome = coalesce(c.outcome, o.outcome),
         delivered_at = coalesce(o.delivered_at, c."deliveredAt"),
         refused_at = coalesce(o.refused_at, c."refusedAt"),
         courier_cost = o.courier_cost + c.cost,
         deleted = o.deleted or c.deleted
       from json_to_recordset($1::json) as c("orderId" uuid, outcome text, "deliveredAt" timestamptz,
         "refusedAt" timestamptz, cost numeric, deleted boolean)
       where o.order_id = c."orderId"`,
      [JSON.stringify(patches)],
    );
  }
  if (placed.length > 0) {
    await client.query(
      `insert into cod_history_orders (order_id, order_number, user_id, phone, emirate, total, placed_at, outcome,
         delivered_at, refused_at, courier_cost, deleted)
       select "orderId", "orderNumber", "userId", phone, emirate, total, "placedAt", coalesce(outcome, 'open'),
         "deliveredAt", "refusedAt", cost, deleted
       from json_to_recordset($1::json) as p("orderId" uuid, "orderNumber" int, "userId" uuid, phone text, emirate text,
         total numeric, "placedAt" timestamptz, outcome text, "deliveredAt" timestamptz, "refusedAt" timestamptz,
         cost numeric, deleted boolean)`,
      [JSON.stringify(placed)],
    );
  }
}

/**
 * An order of the period, as the simulation replays it: a tuple, as the database sends its rows (a period holds
 * tens of thousands of them, and an object per row is most of what reading them costs). Times are milliseconds
 * since the epoch; the courier cost is given for refused orders only.
 */
export type HistoryOrder = readonly [
  orderId: string,
  orderNumber: number,
  userId: string,
  phone: string | null,
  emirate: string | null,
  total: string,
  placedAt: number,
  outcome: CodOutcome,
  refusalCost: string | null,
];

/** Her first deliveries: before the period counted per shopper (`at` null), inside it one by one. */
export interface HistoryDeliveries {
  readonly userId: string;
  readonly at: number | null;
  readonly count: number;
}

/** Refused orders: before the period counted per shopper and number (`at` null), inside it one by one. */
export interface HistoryRefusals {
  readonly userId: string;
  readonly phone: string | null;
  readonly at: number | null;
  readonly count: number;
}

export interface HistoryStatus {
  readonly userId: string;
  readonly status: string;
  readonly at: number;
}

/** Everything a replay of the orders placed in [from, to) needs to know of what came before each of them. */
export interface CodHistory {
  /** Oldest first (then by number). */
  readonly orders: HistoryOrder[];
  /** Inside the period: oldest first. */
  readonly deliveries: HistoryDeliveries[];
  readonly refusals: HistoryRefusals[];
  /** Before `to`, oldest first, in the order they were recorded. */
  readonly statuses: HistoryStatus[];
}

/** A time as milliseconds since the epoch, exactly (the times come from the events' ISO strings). */
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The period's orders (deleted ones left out) and what happened before `to`: first deliveries of the shoppers who
 * ordered in it, refusals of those shoppers or at those numbers (deleted orders' too), every staff decision. Four
 * indexed reads, each summing up what came before `from`, so the rows sent grow with the period, not the history.
 */
export async function readCodHistory(db: Queryable, from: Date, to: Date): Promise<CodHistory> {
  const period = `select user_id, phone from cod_history_orders where placed_at >= $1 and placed_at < $2 and not deleted`;
  const [orders, deliveries, refusals, statuses] = await Promise.all([
    db.query<HistoryOrder & unknown[]>({
      text: `select order_id, order_number, user_id, phone, emirate, total::text, ${epochMs('placed_at')}, outcome,
          case when outcome = 'refused' then round(courier_cost, 2)::text end
        from cod_history_orders where placed_at >= $1 and placed_at < $2 and not deleted
        order by placed_at, order_number`,
      values: [from, to],
      rowMode: 'array',
    }),
    db.query<HistoryDeliveries>(
      `select user_id as "userId", case when delivered_at >= $1 then ${epochMs('delivered_at')} end as at, count(*)::int as count
       from cod_history_orders
       where delivered_at < $2 and user_id in (select user_id from (${period}) p)
       group by 1, 2 order by 2 nulls first`,
      [from, to],
    ),
    db.query<HistoryRefusals>(
      `select user_id as "userId", phone, case when refused_at >= $1 then ${epochMs('refused_at')} end as at, count(*)::int as count
       from cod_history_orders
       where refused_at < $2
         and (user_id in (select user_id from (${period}) p) or phone in (select phone from (${period}) p))
       group by 1, 2, 3 order by 3 nulls first`,
      [from, to],
    ),
    db.query<HistoryStatus>(
      `select user_id as "userId", status, ${epochMs('set_at')} as at from cod_status_history
       where set_at < $1 order by set_at, seq`,
      [to],
    ),
  ]);
  return { orders: orders.rows, deliveries: deliveries.rows, refusals: refusals.rows, statuses: statuses.rows };
}
