import type { EventStore, StoredEvent } from '../../events/index.js';
import type { ProductEvent, ReleaseReason, ReserveReason, StockReason } from '../../events/catalog.js';
import { orderStreamId } from '../../events/orders.js';
import { returnStreamId } from '../../events/returns.js';
import { evolveStock, noStock, stockMovements, type StockLevels } from '../../events/stock.js';
import { productStream } from './product.decider.js';

/**
 * Why a variant's stock moved: a new product's opening units, a sale, a deleted or cancelled order's restock, a
 * returned parcel's units back on the shelf, an adjustment, or the units that went with a variant an edit removed or
 * with the deleted product. `damaged_return` records units of a returned parcel that came back damaged: they were
 * not put back, so the entry's change is 0 and `note` says how many. `order_edited` is both ways: units taken for
 * lines staff added or raised (change below 0) and units of lines taken off or lowered put back (above 0).
 * `exchange` is the new size an approved exchange holds for its order.
 */
export type MovementReason =
  | 'opening'
  | ReserveReason
  | ReleaseReason
  | 'damaged_return'
  | 'variant_removed'
  | 'product_deleted'
  | StockReason;

export interface StockMovementEntry {
  /** The event's version in the product's stream and the movement's place in it: unique, in the log's order. */
  readonly version: number;
  readonly index: number;
  readonly at: string;
  readonly variantId: string;
  /** The variant as it was described then (it may have been renamed or removed since). */
  readonly size: string | null;
  readonly color: string | null;
  readonly change: number;
  /** The variant's stock after this movement. */
  readonly stock: number;
  readonly reason: MovementReason;
  /** The order that took or gave back the units. */
  readonly orderId: string | null;
  readonly orderNumber: number | null;
  /**
   * For an exchange's units, the return and the order it returns (the exchange order of `orderId` exists only once
   * the exchange is completed, so until then `orderNumber` is null); null for every other movement.
   */
  readonly exchangeOf: { readonly returnId: string; readonly orderId: string | null; readonly orderNumber: number | null } | null;
  readonly note: string | null;
  readonly actor: { readonly id: string; readonly role: string; readonly email: string | null };
}

type Variants = ReadonlyMap<string, { size: string | null; color: string | null }>;

/**
 * Every movement of every variant's stock in a product's events, oldest first, as the stock module folds them.
 * Order numbers are filled in by `withOrderNumbers`.
 */
export function stockMovementsOf(events: readonly StoredEvent[]): StockMovementEntry[] {
  const entries: StockMovementEntry[] = [];
  let levels: StockLevels = noStock;
  let variants: Variants = new Map();
  for (const stored of events) {
    const event = stored as unknown as ProductEvent;
    if (event.type === 'ProductCreated' || event.type === 'ProductRevised') {
      // Variants keep the description they had when their stock moved; a removed one keeps its last.
      const next = new Map(variants);
      for (const variant of event.data.variants) next.set(variant.variantId, { size: variant.size, color: variant.color });
      variants = next;
    }
    if (event.type === 'DamagedReturnRecorded') {
      const stock = event.data.remaining;
      const actor = stored.metadata.actor;
      entries.push({
        version: stored.streamVersion,
        index: 0,
        at: stored.recordedAt.toISOString(),
        variantId: event.data.variantId,
        size: variants.get(event.data.variantId)?.size ?? null,
        color: variants.get(event.data.variantId)?.color ?? null,
        change: 0,
        stock,
        reason: 'damaged_return',
        orderId: event.data.orderId,
        note: String(event.data.quantity),
        orderNumber: null,
        exchangeOf: null,
        actor: { id: actor.id, role: actor.role, email: actor.email ?? null },
      });
    }
    for (const [index, movement] of stockMovements(levels, event).entries()) {
      const actor = stored.metadata.actor;
      entries.push({
        version: stored.streamVersion,
        index,
        at: stored.recordedAt.toISOString(),
        variantId: movement.variantId,
        size: variants.get(movement.variantId)?.size ?? null,
        color: variants.get(movement.variantId)?.color ?? null,
        change: movement.change,
        stock: movement.stock,
        exchangeOf: null,
        ...reasonOf(event),
        orderNumber: null,
        actor: { id: actor.id, role: actor.role, email: actor.email ?? null },
      });
    }
    levels = evolveStock(levels, event);
  }
  return entries;
}

function reasonOf(event: ProductEvent): Pick<StockMovementEntry, 'reason' | 'orderId' | 'note'> & { exchangeOf?: StockMovementEntry['exchangeOf'] } {
  switch (event.type) {
    case 'StockReserved': {
      const { reason, orderId, returnId } = event.data;
      return { reason, orderId, note: null, exchangeOf: reason === 'exchange' && returnId ? { returnId, orderId: null, orderNumber: null } : null };
    }
    case 'StockReleased':
      return { reason: event.data.reason, orderId: event.data.orderId, note: null };
    case 'DamagedReturnRecorded':
      return { reason: 'damaged_return', orderId: event.data.orderId, note: String(event.data.quantity) };
    case 'StockAdjustmentMade':
      return { reason: event.data.reason, orderId: null, note: event.data.note };
    case 'StockAdjusted':
      // The product form's counts before stock was a ledger: corrections.
      return { reason: 'correction', orderId: null, note: null };
    case 'ProductRevised':
      return { reason: 'variant_removed', orderId: null, note: null };
    case 'ProductDeleted':
      return { reason: 'product_deleted', orderId: null, note: null };
    case 'ProductCreated':
      return { reason: 'opening', orderId: null, note: null };
  }
}

/** The product's stream from the log; null when the product never existed. */
export async function productHistory(store: EventStore, productId: string): Promise<StoredEvent[] | null> {
  const events = await store.readStream(productStream(productId));
  return events.length === 0 ? null : events;
}

/**
 * The numbers of the orders behind the movements, from the first event of each order's stream, and for an
 * exchange's units the order its return is of, from the return's first event (ReturnRequested), in one read.
 */
export async function withOrderNumbers(store: EventStore, entries: readonly StockMovementEntry[]): Promise<StockMovementEntry[]> {
  const orderIds = [...new Set(entries.flatMap((entry) => (entry.orderId ? [entry.orderId] : [])))];
  const returnIds = [...new Set(entries.flatMap((entry) => (entry.exchangeOf ? [entry.exchangeOf.returnId] : [])))];
  if (orderIds.length === 0 && returnIds.length === 0) return [...entries];
  const streams = await store.readStreams([
    ...orderIds.map((orderId) => ({ streamId: orderStreamId(orderId), afterVersion: 0 })),
    ...returnIds.map((returnId) => ({ streamId: returnStreamId(returnId), afterVersion: 0 })),
  ]);
  const numbers = new Map<string, number>();
  for (const orderId of orderIds) {
    const placed = streams.get(orderStreamId(orderId))?.[0]?.data as { orderNumber?: number } | undefined;
    if (placed?.orderNumber !== undefined) numbers.set(orderId, placed.orderNumber);
  }
  const returned = new Map<string, { orderId: string; orderNumber: number }>();
  for (const returnId of returnIds) {
    const requested = streams.get(returnStreamId(returnId))?.[0]?.data as { orderId?: string; orderNumber?: number } | undefined;
    if (requested?.orderId !== undefined && requested.orderNumber !== undefined) {
      returned.set(returnId, { orderId: requested.orderId, orderNumber: requested.orderNumber });
    }
  }
  return entries.map((entry) => ({
    ...entry,
    orderNumber: entry.orderId ? (numbers.get(entry.orderId) ?? null) : entry.orderNumber,
    exchangeOf: entry.exchangeOf ? { returnId: entry.exchangeOf.returnId, ...(returned.get(entry.exchangeOf.returnId) ?? { orderId: null, orderNumber: null }) } : null,
  }));
}
