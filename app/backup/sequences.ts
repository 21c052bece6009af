import type pg from 'pg';
import { logPositionSequence, type SequenceRow } from './format.js';

/**
 * Sets the counters where the backup left them, and never below what the restored log used (a backup's counters
 * were read after its snapshot, so they are normally ahead already). Returns the next order number.
 */
export async function restoreSequences(client: pg.PoolClient, sequences: readonly SequenceRow[]): Promise<number> {
  const saved = new Map(sequences.map(([name, value, called]) => [name, { value, called }]));
  const used = await client.query<{ orders: number | null; position: number | null; sequence: string }>(
    `select (select max((data->>'orderNumber')::bigint) from events where type = 'OrderPlaced')::float8 as orders,
       (select max(global_position) from events)::float8 as position,
       pg_get_serial_sequence('events', 'global_position') as sequence`,
  );
  const { orders, position, sequence } = used.rows[0]!;
  const set = async (relation: string, kept: { value: number; called: boolean } | undefined, inLog: number | null) => {
    if (inLog !== null && (!kept || inLog >= kept.value)) {
      await client.query('select setval($1::regclass, $2, true)', [relation, inLog]);
    } else if (kept) {
      await client.query('select setval($1::regclass, $2, $3)', [relation, kept.value, kept.called]);
    }
  };
  await set('order_numbers', saved.get('order_numbers'), orders);
  await set(sequence, saved.get(logPositionSequence), position);
  const next = await client.query<{ next: number }>(
    `select (case when is_called then last_value + 1 else last_value end)::float8 as next from order_numbers`,
  );
  return next.rows[0]!.next;
}
