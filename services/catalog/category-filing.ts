import { loadStream, type EventStore, type StreamAppend } from '../../events/index.js';
import { categoryDecider, categoryStream, type CategoryState } from './category.js';

/** A category's stream as a product command reads it: its state and the version its next append expects. */
export interface CategoryRead {
  readonly categoryId: string;
  readonly state: CategoryState;
  readonly version: number;
}

export async function readCategory(store: EventStore, categoryId: string): Promise<CategoryRead> {
  // From its snapshot and the events after it: the stream grows with every product filed in the category.
  const { state, version } = await loadStream(store, categoryDecider, categoryStream(categoryId));
  return { categoryId, state, version };
}

/**
 * The category's part of filing a product in it, to append together with the product's events: refused with
 * 400 "Category not found" when the category does not exist (any more).
 */
export function fileIn(category: CategoryRead, productId: string): StreamAppend {
  return categoryAppend(category, categoryDecider.decide({ type: 'FileProduct', categoryId: category.categoryId, productId }, category.state));
}

/** The category's part of a product leaving it (possibly nothing: the append is then skipped). */
export function unfileFrom(category: CategoryRead, productId: string): StreamAppend {
  return categoryAppend(category, categoryDecider.decide({ type: 'UnfileProduct', categoryId: category.categoryId, productId }, category.state));
}

function categoryAppend(category: CategoryRead, events: StreamAppend['events']): StreamAppend {
  return {
    streamId: categoryStream(category.categoryId),
    streamType: categoryDecider.streamType,
    expectedVersion: category.version,
    events,
  };
}
