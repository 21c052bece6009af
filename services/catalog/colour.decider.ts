import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import { colourStreamId, type ColourEvent } from '../../events/colours.js';
import { colourKeyOf, defaultPalette, hexPattern, type PaletteColour } from '../../rules/colours.js';

/**
 * One managed colour: the opening palette's (rules/colours.ts) until an admin changes it, or one an admin added.
 * Null while the key names no colour. Its stream is `colour-<key>`, so the key is the stream and never changes.
 */
export type ColourState = PaletteColour | null;

export const colourNotFound = 'Colour not found';

export interface ColourNames {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly hex: string;
}

export type ColourCommand =
  | ({ readonly type: 'AddColour'; readonly now: Date } & ColourNames)
  | ({ readonly type: 'ChangeColour'; readonly key: string; readonly now: Date } & ColourNames);

const paletteByKey = new Map(defaultPalette.map((colour) => [colour.key, colour]));

/** The fold of one colour's stream, starting from the palette's colour of that key (or none). */
export function colourFold(key: string): StreamFold<ColourState> {
  return {
    streamType: 'colour',
    initialState: () => paletteByKey.get(key) ?? null,
    evolve: (_state, event) => {
      const { type, data } = event as ColourEvent;
      if (type !== 'ColourAdded' && type !== 'ColourChanged') return _state;
      return { key: data.key, nameEn: data.nameEn, nameAr: data.nameAr, hex: data.hex };
    },
  };
}

export const colourRead = (key: string): StreamRead<ColourState> => streamRead(colourFold(key), colourStreamId(key));

function checkNames(names: ColourNames): void {
  const errors: Record<string, string[]> = {};
  if (names.nameEn.trim().length === 0) errors.nameEn = ['English name is required'];
  if (names.nameAr.trim().length === 0) errors.nameAr = ['Arabic name is required'];
  if (!hexPattern.test(names.hex.toLowerCase())) errors.hex = ['Swatch must be a colour such as #1c1c20'];
  const first = Object.values(errors)[0];
  if (first) throw refuse.invalid(first[0]!, { code: 'invalid_colour', errors });
}

/** The decision on one colour's stream: what an add or a change appends, given the colour as it stands. */
export function decideColour(command: ColourCommand, state: ColourState): ColourEvent[] {
  checkNames(command);
  const names = { nameEn: command.nameEn.trim(), nameAr: command.nameAr.trim(), hex: command.hex.toLowerCase() };
  switch (command.type) {
    case 'AddColour': {
      const key = colourKeyOf(names.nameEn);
      if (!key) {
        const message = 'The English name needs latin letters or digits';
        throw refuse.invalid(message, { code: 'invalid_colour', errors: { nameEn: [message] } });
      }
      if (state) throw refuse.conflict(`There is already a colour ${state.nameEn}`, { code: 'colour_exists', params: { key } });
      return [{ type: 'ColourAdded', data: { key, ...names, addedAt: command.now.toISOString() } }];
    }
    case 'ChangeColour': {
      if (!state) throw refuse.notFound(colourNotFound);
      if (state.nameEn === names.nameEn && state.nameAr === names.nameAr && state.hex === names.hex) return [];
      return [{ type: 'ColourChanged', data: { key: state.key, ...names, changedAt: command.now.toISOString() } }];
    }
  }
}

/** A command's decision on the stream of the colour it names (an add names the key its English name gives). */
export const colourDecider: CommandDecider<ColourCommand, { colour: StreamRead<ColourState> }, PaletteColour> = {
  streams: (command) => ({ colour: colourRead(command.type === 'AddColour' ? (colourKeyOf(command.nameEn) ?? '-') : command.key) }),
  decide(command, { colour }) {
    const events: NewEvent[] = decideColour(command, colour);
    const after = events.reduce<ColourState>((state, event) => colourFold('-').evolve(state, event), colour);
    return { events: { colour: events }, result: after! };
  },
};
