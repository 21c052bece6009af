import { z } from 'zod';
import { defineEvent } from '../../events/catalogue.js';

/*
 * Events of no real stream, for tests of the event store and its readers: a counter, and a rename whose schema
 * changed (version 1 held the whole name, version 2 splits it; the upcaster turns the one into the other).
 */

export const Counted = defineEvent('Counted', z.object({ by: z.number().int() }));

export const Renamed = defineEvent('Renamed', z.object({ firstName: z.string(), lastName: z.string() }), {
  schemaVersion: 2,
  upcasters: {
    1: (old) => {
      const [firstName = '', ...rest] = String((old as { name: string }).name).split(' ');
      return { firstName, lastName: rest.join(' ') };
    },
  },
});
