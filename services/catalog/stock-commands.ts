import { handle, type AppendResult, type EventMetadata } from '../../events/index.js';
import type { CatalogDeps } from './category-commands.js';
import { adjustStockDecider } from './stock-adjustment.decider.js';
import type { StockAdjustmentRequest } from './schemas.js';

/** An admin's stock adjustment (stock-adjustment.ts), decided on the product's stream and appended at its version. */
export async function adjustStock(
  deps: CatalogDeps,
  productId: string,
  request: StockAdjustmentRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ stock: number; append: AppendResult | null }> {
  const { result, append } = await handle(
    deps.store,
    adjustStockDecider,
    { productId, ...request, actorId: metadata.actor.id, now },
    metadata,
  );
  return { stock: result.stock, append };
}
