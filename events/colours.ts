import { z } from 'zod';
import { colourKeyPattern, hexPattern } from '../rules/colours.js';
import { defineEvent, type EventOf } from './catalogue.js';

/**
 * The store's managed colours (the palette of rules/colours.ts, then the admins' changes): one stream per colour key.
 * A key never changes and is never reused, so variants and links that name it keep meaning the same colour.
 */
export const colourStreamId = (key: string) => `colour-${key}`;

const colourFields = {
  key: z.string().regex(colourKeyPattern).max(40),
  nameEn: z.string().min(1),
  nameAr: z.string().min(1),
  hex: z.string().regex(hexPattern),
};

/** An admin added a colour the palette did not have. */
export const ColourAdded = defineEvent('ColourAdded', z.object({ ...colourFields, addedAt: z.string() }));

/** An admin renamed a colour (in either language) or set its swatch; the key stays. */
export const ColourChanged = defineEvent('ColourChanged', z.object({ ...colourFields, changedAt: z.string() }));

export const colourEvents = [ColourAdded, ColourChanged] as const;
export type ColourEvent = EventOf<typeof colourEvents>;
