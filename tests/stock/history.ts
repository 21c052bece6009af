import fc from 'fast-check';
import { Refusal, type CommandDecider, type NewEvent, type StoredEvent, type StreamRead, type StreamReads } from '../../events/index.js';
import type { ProductEvent } from '../../events/catalog.js';
import { productDecider } from '../../services/catalog/product.decider.js';
import { adjustStockDecider } from '../../services/catalog/stock-adjustment.decider.js';
import { deleteOrderDecider } from '../../services/orders/delete-order.decider.js';
import { placeOrderDecider } from '../../services/orders/place-order-decider.decider.js';

/**
 * Random histories of one product's stock, made by the store's own deciders: orders placed and deleted, admin
 * adjustments, stock typed into the product form (also adding and dropping variants), and the absolute counts
 * older logs hold. Refused commands write nothing, as in the store.
 */

export const productId = '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829';
const userId = '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12';
const adminId = '0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9';
const categoryId = '9b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
/** Variant ids: the first three exist from the start, the others may be added by an edit. */
export const variantIds = [1, 2, 3, 4, 5].map((n) => `4d9e5f60-7182-4c93-8db4-${String(n).padStart(12, '0')}`);
const uuid = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export type Step =
  | { readonly kind: 'order'; readonly variant: number; readonly quantity: number }
  | { readonly kind: 'delete'; readonly order: number }
  | { readonly kind: 'adjust'; readonly variant: number; readonly change: number; readonly reason: 'received' | 'returned' | 'damaged' | 'correction' }
  | { readonly kind: 'form'; readonly variants: readonly { readonly variant: number; readonly stock: number }[] }
  | { readonly kind: 'count'; readonly variant: number; readonly stock: number };

const variant = fc.integer({ min: 0, max: variantIds.length - 1 });
export const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('order' as const), variant, quantity: fc.integer({ min: 1, max: 4 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), order: fc.nat(30) }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('adjust' as const),
        variant,
        change: fc.integer({ min: -6, max: 10 }).filter((change) => change !== 0),
        reason: fc.constantFrom('received' as const, 'returned' as const, 'damaged' as const, 'correction' as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        variants: fc.uniqueArray(fc.record({ variant, stock: fc.nat(9) }), { minLength: 1, maxLength: 4, selector: (entry) => entry.variant }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('count' as const), variant, stock: fc.nat(9) }) },
  ),
  { maxLength: 40 },
);

/** The events of every stream, in append order, and the product stream's events as stored. */
export interface History {
  readonly streams: Map<string, NewEvent[]>;
  readonly product: StoredEvent[];
}

const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 60_000);

/** Runs `decider` on in-memory streams as the store's command handler does: fold, decide, append; a refusal writes nothing. */
function run<Command, Reads extends StreamReads, More extends StreamReads>(
  history: History,
  decider: CommandDecider<Command, Reads, unknown, More>,
  command: Command,
  actor: { id: string; role: string; email?: string },
): void {
  const fold = (reads: StreamReads) => {
    const states: Record<string, unknown> = {};
    const foldOne = (read: StreamRead<unknown>) =>
      (history.streams.get(read.streamId) ?? []).reduce((state, event) => read.fold.evolve(state, event), read.fold.initialState());
    for (const [name, read] of Object.entries(reads)) {
      states[name] = read === undefined ? undefined : Array.isArray(read) ? read.map(foldOne) : foldOne(read as StreamRead<unknown>);
    }
    return states;
  };
  const first = decider.streams(command);
  const firstStates = fold(first);
  const more = decider.moreStreams ? decider.moreStreams(command, firstStates as never) : ({} as More);
  let decision;
  try {
    decision = decider.decide(command, { ...firstStates, ...fold(more) } as never);
  } catch (error) {
    if (error instanceof Refusal) return;
    throw error;
  }
  const reads = { ...first, ...more } as StreamReads;
  for (const [name, events] of Object.entries(decision.events as Record<string, unknown>)) {
    const read = reads[name];
    if (!read || !events) continue;
    const pairs: [StreamRead<unknown>, readonly NewEvent[]][] = Array.isArray(read)
      ? read.map((one: StreamRead<unknown>, index) => [one, (events as NewEvent[][])[index] ?? []])
      : [[read as StreamRead<unknown>, events as NewEvent[]]];
    for (const [one, list] of pairs) append(history, one.streamId, list, actor);
  }
}

function append(history: History, streamId: string, events: readonly NewEvent[], actor: { id: string; role: string; email?: string }) {
  const stream = history.streams.get(streamId) ?? [];
  history.streams.set(streamId, stream);
  for (const event of events) {
    stream.push(event);
    if (streamId !== `product-${productId}`) continue;
    history.product.push({
      globalPosition: history.product.length + 1,
      transactionId: BigInt(history.product.length + 1),
      streamId,
      streamType: 'product',
      streamVersion: stream.length,
      type: event.type,
      schemaVersion: 1,
      data: event.data,
      metadata: { actor, correlationId: 'test' },
      recordedAt: at(stream.length),
    });
  }
}

const created: Extract<ProductEvent, { type: 'ProductCreated' }> = {
  type: 'ProductCreated',
  data: {
    productId,
    slug: 'abaya',
    categoryId,
    nameEn: 'Abaya',
    nameAr: 'عباية',
    descriptionEn: null,
    descriptionAr: null,
    status: 'active',
    variants: variantIds.slice(0, 3).map((variantId, index) => ({ variantId, size: `S${index}`, color: null, colorKey: null, price: '50.00', stock: index * 3 })),
    images: [{ imageId: uuid(9, 1), url: 'https://images.example.com/a.jpg', isPrimary: true, position: 0 }],
    createdAt: at(0).toISOString(),
  },
};

const admin = { id: adminId, role: 'admin', email: 'admin@store.test' };
const shopper = { id: userId, role: 'customer' };

/** Plays the steps through the deciders, from a new product with three variants. */
export function play(stepsToPlay: readonly Step[]): History {
  const history: History = { streams: new Map(), product: [] };
  append(history, `product-${productId}`, [created], admin);
  const placeOrder = placeOrderDecider({ unitsPerLine: 10, unitsPerOrder: 50, ordersPerHour: 1000 });
  const orders: string[] = [];
  let ids = 0;
  for (const [index, step] of stepsToPlay.entries()) {
    const now = at(index + 1);
    switch (step.kind) {
      case 'order': {
        const orderId = uuid(1, index);
        orders.push(orderId);
        const request = {
          items: [{ productId, variantId: variantIds[step.variant]!, quantity: step.quantity }],
          shippingName: 'Noura',
          shippingPhone: '0501111111',
          shippingCity: 'Dubai',
          shippingAddressLine1: 'Tower 2',
          shippingAddressLine2: null,
          deliveryNote: null,
          locale: 'en' as const,
        };
        const command = { coupon: null, orderId, orderNumber: 1000 + index, userId, request, idempotencyKey: null, requestFingerprint: 'f', newId: () => uuid(2, ++ids), now };
        run(history, placeOrder, command, shopper);
        break;
      }
      case 'delete':
        if (orders.length > 0) run(history, deleteOrderDecider, { orderId: orders[step.order % orders.length]!, now }, admin);
        break;
      case 'adjust':
        run(
          history,
          adjustStockDecider,
          { productId, variantId: variantIds[step.variant]!, change: step.change, reason: step.reason, note: null, actorId: adminId, now },
          admin,
        );
        break;
      case 'form': {
        const variants = step.variants.map(({ variant: n, stock }) => ({
          variantId: variantIds[n]!,
          isNew: false,
          size: `S${n}`,
          color: null,
          colorKey: null,
          price: '50.00',
          stock,
        }));
        const state = history.streams.get(`product-${productId}`)!.reduce(productDecider.evolve as never, productDecider.initialState());
        const known = new Set(state.kind === 'existing' ? state.variants.map((one) => one.variantId) : []);
        const command = {
          type: 'ReviseProduct' as const,
          actorId: adminId,
          productId,
          categoryExists: true,
          details: { categoryId, nameEn: 'Abaya', nameAr: 'عباية', descriptionEn: null, descriptionAr: null, status: 'active' as const },
          variants: variants.map((one) => ({ ...one, isNew: !known.has(one.variantId) })),
          images: [{ ...created.data.images[0]!, isNew: false }],
          now,
        };
        try {
          append(history, `product-${productId}`, productDecider.decide(command, state), admin);
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
        }
        break;
      }
      case 'count': {
        // An absolute count as the product form wrote them before the ledger.
        const event: ProductEvent = {
          type: 'StockAdjusted',
          data: { productId, variantId: variantIds[step.variant]!, stock: step.stock, adjustedAt: now.toISOString() },
        };
        append(history, `product-${productId}`, [event], admin);
        break;
      }
    }
  }
  return history;
}
