import { handle, type AppendResult, type EventMetadata } from '../../events/index.js';
import type { PaletteColour } from '../../rules/colours.js';
import type { CatalogDeps } from './category-commands.js';
import { colourDecider } from './colour.decider.js';
import type { ColourRequest } from './schemas.js';

/** An admin adds a colour; its key is its English name's (`Sky Blue`: `sky-blue`), kept for good. */
export async function addColour(
  deps: CatalogDeps,
  request: ColourRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; colour: PaletteColour }> {
  const handled = await handle(deps.store, colourDecider, { type: 'AddColour', ...request, now }, metadata);
  return { append: handled.append, colour: handled.result };
}

/** An admin renames a colour or sets its swatch; variants of it show the new names. */
export async function changeColour(
  deps: CatalogDeps,
  key: string,
  request: ColourRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; colour: PaletteColour }> {
  const handled = await handle(deps.store, colourDecider, { type: 'ChangeColour', key, ...request, now }, metadata);
  return { append: handled.append, colour: handled.result };
}
