import type { PoolClient } from 'pg';
import type { Checkpoint } from '../../events/index.js';
import { upTo, upToValues } from '../engine/from-log.js';

/**
 * The orders of an erased person (PersonalDataErased) keep their numbers, lines, amounts, statuses and dates; what
 * names or reaches her goes: the name, phone and address lines they went to, her delivery note, the notes of the
 * calls and delivery attempts and of a cancellation. `customer_erased` marks them, so that a later event of such an
 * order (a delivery recorded after her erasure) is cleared again.
 */
export const ordersErasureMigration = {
  id: 'projection:orders:erasure',
  sql: 'alter table orders add column customer_erased boolean not null default false;',
};

const eraseSql = (which: string) => `with erased as (
    update orders set customer_erased = true, shipping_name = '', shipping_phone = '', shipping_address_line1 = '',
      shipping_address_line2 = null, delivery_note = null, cancel_note = null
    where ${which}
    returning id
  ), calls as (
    update order_contact_attempts set note = null where order_id in (select id from erased) and note is not null
  )
  update order_delivery_attempts set note = null where order_id in (select id from erased) and note is not null`;

/** The events that may bring a note or an address to an order after her erasure (staff's calls, attempts...). */
const notedTypes = new Set(['ContactAttemptRecorded', 'DeliveryAttempted', 'OrderCancelled', 'OrderAddressChanged']);

/**
 * Clears the orders of the people erased in a batch, and again the erased people's orders the batch wrote a note or
 * an address to (the batches of other events cost nothing more).
 */
export async function eraseOrders(
  client: PoolClient,
  erasedUserIds: readonly string[],
  events: readonly { readonly type: string; readonly data: unknown }[],
): Promise<void> {
  if (erasedUserIds.length > 0) await client.query(eraseSql('user_id = any($1::uuid[])'), [erasedUserIds]);
  const noted = [
    ...new Set(events.filter((event) => notedTypes.has(event.type)).map((event) => (event.data as { orderId: string }).orderId)),
  ];
  if (noted.length > 0) await client.query(eraseSql('id = any($1::uuid[]) and customer_erased'), [noted]);
}

/** The same inside the database, after a rebuild filled the orders from the log: every person erased up to it. */
export async function eraseOrdersFromLog(client: PoolClient, checkpoint: Checkpoint): Promise<void> {
  await client.query(
    eraseSql(`user_id in (select (e.data->>'userId')::uuid from events e where e.type = 'PersonalDataErased' and ${upTo('e')})`),
    upToValues(checkpoint),
  );
}
