import { z } from 'zod';
import { EventCatalogue, defineEvent } from '../../events/index.js';
import { defineProjection } from '../../projections/engine/projection.js';

export const Ticked = defineEvent('Ticked', z.object({ n: z.number().int() }));
export const tickCatalogue = new EventCatalogue([Ticked]);

/**
 * Records every event it applies, without any uniqueness, so that an event
 * applied twice shows as two rows and one never applied as none.
 */
export const countingProjection = (options: { delayMs?: number } = {}) =>
  defineProjection({
    name: 'ticks',
    handles: ['Ticked'],
    tables: ['tick_log'],
    migrations: [{ id: 'test:ticks:1', sql: 'create table tick_log (global_position bigint not null, n integer not null)' }],
    async apply(client, events) {
      for (const event of events) {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        await client.query('insert into tick_log (global_position, n) values ($1, $2)', [
          event.globalPosition,
          (event.data as { n: number }).n,
        ]);
      }
    },
  });
