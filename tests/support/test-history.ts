// Test support: events of every read model, built in memory, and random histories of them.
import { randomUUID } from 'node:crypto';
import { systemActor, type Actor, type StoredEvent } from '../../events/index.js';

let position = 0;
/** Order numbers are unique across histories, as the store's sequence makes them. */
let orderNumber = 1000;
/** A stored event as the log would give it (positions count up in this process). */
export function event(type: string, data: unknown, actor: Actor = systemActor): StoredEvent {
  position += 1;
  return {
    globalPosition: position,
    transactionId: 1000n,
    streamId: `test-${position}`,
    streamType: 'test',
    streamVersion: 1,
    type,
    schemaVersion: 1,
    data,
    metadata: { actor, correlationId: 'equivalence' },
    recordedAt: new Date(),
  };
}

export const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 19, 0) + minute * 60_000).toISOString();

export function order(orderNumber: number, totalAmount: string, placedAt: string, lines = 2) {
  const orderId = randomUUID();
  return {
    orderId,
    data: {
      orderId,
      orderNumber,
      userId: randomUUID(),
      items: Array.from({ length: lines }, (_, i) => ({
        itemId: randomUUID(),
        productId: randomUUID(),
        variantId: randomUUID(),
        productNameEn: `Abaya ${i}`,
        productNameAr: `عباية ${i}`,
        variantSize: i % 2 ? null : 'M',
        variantColor: 'Black',
        quantity: 1 + i,
        price: '10.05',
      })),
      subtotal: totalAmount,
      discount: '0.00',
      deliveryFee: '0.00',
      codFee: '0.00',
      totalAmount,
      emirate: 'dubai',
      coupon: null,
      paymentMethod: 'cod',
      shippingName: 'Noor "Quote" \\ Back',
      shippingPhone: '+971 50 000 0000',
      shippingCity: 'Dubai',
      shippingAddressLine1: 'Villa 1',
      shippingAddressLine2: null,
      deliveryNote: 'Call {first}, "please"',
      placedAt,
      locale: 'ar',
      storeCreditUsed: '0.00',
      exchangeOf: null,
    },
  };
}

const fiveStatuses = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'];
/** `from` as the event may name it: one of the dropdown's five (an order out of them reads as placed). */
const fromStatus = (status: string) => (fiveStatuses.includes(status) ? status : 'placed');

export const statusChanged = (orderId: string, orderNumber: number, from: string, to: string, minute: number) =>
  event('OrderStatusChanged', { orderId, orderNumber, from: fromStatus(from), to, changedAt: at(minute) });
export const orderDeleted = (orderId: string, orderNumber: number, minute: number) =>
  event('OrderDeleted', { orderId, orderNumber, restocked: true, deletedAt: at(minute) });

/** Staff who record calls and delivery attempts in the histories. */
export const staff: readonly Actor[] = [
  { id: '7d0e4c52-52a6-4c43-9a43-2f4a1d3c0001', role: 'admin' },
  { id: '7d0e4c52-52a6-4c43-9a43-2f4a1d3c0002', role: 'admin' },
];

/** The events of an order's COD life (ADR 057), each with the time it happened at `minute`. */
export const lifecycle = {
  cancelled: (orderId: string, orderNumber: number, from: string, minute: number, by = 'staff', note: string | null = null) =>
    event('OrderCancelled', { orderId, orderNumber, from: fromStatus(from), reason: 'customer_request', note, by, cancelledAt: at(minute) }),
  contacted: (orderId: string, orderNumber: number, outcome: string, minute: number, actor: Actor = staff[0]!) =>
    event('ContactAttemptRecorded', { orderId, orderNumber, attemptId: randomUUID(), outcome, note: minute % 2 ? 'rang twice' : null, at: at(minute) }, actor),
  shipped: (orderId: string, orderNumber: number, minute: number, courierId: string = randomUUID()) =>
    event('ShipmentAssigned', { orderId, orderNumber, courierId, courierName: `Courier ${courierId.slice(0, 4)}`, trackingNumber: `TRK-${minute}`, assignedAt: at(minute) }),
  attempted: (orderId: string, orderNumber: number, attemptNumber: number, outcome: string, codCollected: string | null, minute: number, actor: Actor = staff[1]!) =>
    event('DeliveryAttempted', { orderId, orderNumber, attemptId: randomUUID(), attemptNumber, outcome, courierId: null, cost: '15.00', codCollected, note: null, at: at(minute) }, actor),
  returnStarted: (orderId: string, orderNumber: number, minute: number, reason = 'refused') =>
    event('OrderReturnStarted', { orderId, orderNumber, reason, at: at(minute) }),
  returnReceived: (orderId: string, orderNumber: number, items: readonly { itemId: string; quantity: number; condition: string }[], minute: number) =>
    event('OrderReturnReceived', { orderId, orderNumber, items, courierId: null, returnCost: '12.50', receivedAt: at(minute) }),
};

export function product(categoryId: string, slug: string, stocks: readonly number[]) {
  const productId = randomUUID();
  const variants = stocks.map((stock, i) => ({ variantId: randomUUID(), size: ['S', 'M', 'L'][i] ?? null, color: null, price: `${100 + i}.50`, stock }));
  const images = [0, 1].map((i) => ({ imageId: randomUUID(), url: `https://example.com/${slug}-${i}.jpg`, isPrimary: i === 0, position: i }));
  const details = { categoryId, nameEn: slug, nameAr: `${slug} (ar)`, descriptionEn: null, descriptionAr: 'وصف', status: 'active' };
  return {
    productId,
    variants,
    images,
    created: event('ProductCreated', { productId, slug, ...details, variants, images, createdAt: at(0) }),
    revised: (list: readonly { variantId: string; size: string | null; color: string | null; price: string }[], minute: number) =>
      event('ProductRevised', {
        productId,
        ...details,
        nameEn: `${slug} r${minute}`,
        variants: list.map(({ variantId, size, color, price }) => ({ variantId, size, color, price })),
        images: images.slice(0, 1),
        revisedAt: at(minute),
      }),
  };
}

export const stock = (type: 'StockReserved' | 'StockReleased', productId: string, variantId: string, remaining: number) =>
  event(type, { productId, variantId, orderId: randomUUID(), quantity: 1, remaining, ...(type === 'StockReleased' ? { reason: 'order_deleted' } : { reason: 'order_placed', returnId: null }) });
export const adjusted = (productId: string, variantId: string, level: number) =>
  event('StockAdjusted', { productId, variantId, stock: level, adjustedAt: at(1) });

/**
 * A history the store could write: entities from small pools (so events on one entity meet in a batch), each
 * created before it changes and never touched after its deletion, plus the harmless strays a read model must
 * ignore (a status change for an unknown order, stock of a variant a revision removed).
 */
export function randomHistory(seed: number, length: number): StoredEvent[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const money = () => `${int(500)}.${String(int(100)).padStart(2, '0')}`;

  const categories = [randomUUID(), randomUUID()];
  const liveCategories = new Set<string>();
  type Variant = { variantId: string; size: string | null; color: string | null; price: string };
  const products = new Map<string, { variants: Variant[]; removed: Variant[]; images: { imageId: string; url: string; isPrimary: boolean; position: number }[] }>();
  const deletedProducts = new Set<string>();
  type Placed = Omit<ReturnType<typeof order>['data'], 'shippingAddressLine2' | 'deliveryNote'> & { shippingAddressLine2: string | null; deliveryNote: string | null };
  const orders = new Map<string, { orderNumber: number; status: string; itemId: string; attempts: number; placed: Placed }>();
  const banners = new Map<string, boolean>();
  const events: StoredEvent[] = [];
  const newVariant = (): Variant => ({ variantId: randomUUID(), size: pick(['S', 'M', null]), color: pick(['Black', null]), price: money() });

  while (events.length < length) {
    const roll = int(20);
    if (roll < 2) {
      const categoryId = pick(categories);
      if (!liveCategories.has(categoryId)) {
        liveCategories.add(categoryId);
        events.push(event('CategoryCreated', { categoryId, slug: `c-${categoryId}`, nameEn: 'C', nameAr: 'ج', createdAt: at(int(60)) }));
      } else if (random() < 0.7) {
        events.push(event('CategoryRenamed', { categoryId, nameEn: `C ${int(9)}`, nameAr: 'ج' }));
      } else {
        liveCategories.delete(categoryId);
        events.push(event('CategoryDeleted', { categoryId, deletedAt: at(int(60)) }));
      }
    } else if (roll < 4 && products.size < 4) {
      const productId = randomUUID();
      const variants = Array.from({ length: 1 + int(3) }, newVariant);
      const images = Array.from({ length: int(3) }, (_, i) => ({ imageId: randomUUID(), url: `https://example.com/${i}.jpg`, isPrimary: i === 0, position: int(3) }));
      products.set(productId, { variants, removed: [], images });
      events.push(event('ProductCreated', {
        productId, slug: `p-${productId}`, categoryId: pick(categories), nameEn: 'P', nameAr: 'م', descriptionEn: null,
        descriptionAr: null, status: pick(['active', 'inactive']), variants: variants.map((v) => ({ ...v, stock: int(20) })),
        images, createdAt: at(int(60)),
      }));
    } else if (roll < 6 && products.size > 0) {
      const [productId, current] = pick([...products]);
      const kept = current.variants.filter(() => random() < 0.7);
      const back = current.removed.filter(() => random() < 0.3);
      const variants = [...kept, ...back, ...Array.from({ length: int(2) }, newVariant)];
      current.removed = [...current.removed.filter((v) => !back.includes(v)), ...current.variants.filter((v) => !kept.includes(v))];
      current.variants = variants;
      current.images = current.images.filter(() => random() < 0.7);
      events.push(event('ProductRevised', {
        productId, categoryId: pick(categories), nameEn: `P ${int(9)}`, nameAr: 'م', descriptionEn: 'd', descriptionAr: null,
        status: pick(['active', 'inactive']), variants, images: current.images, revisedAt: at(int(60)),
      }));
    } else if (roll < 10 && products.size > 0) {
      const [productId, current] = pick([...products]);
      const variant = random() < 0.9 || current.removed.length === 0 ? current.variants[0] : pick(current.removed);
      if (!variant) continue;
      const type = pick(['StockReserved', 'StockReleased', 'StockAdjusted'] as const);
      events.push(type === 'StockAdjusted'
        ? adjusted(productId, variant.variantId, int(30))
        : stock(type, productId, variant.variantId, int(30)));
    } else if (roll < 11 && products.size > 0) {
      const [productId] = pick([...products]);
      products.delete(productId);
      deletedProducts.add(productId);
      events.push(event('ProductDeleted', { productId, deletedAt: at(int(60)) }));
    } else if (roll < 14 && orders.size < 6) {
      const placed = order(++orderNumber, money(), at(int(600)), 1 + int(3));
      orders.set(placed.orderId, { orderNumber, status: 'placed', itemId: placed.data.items[0]!.itemId, attempts: 0, placed: placed.data });
      events.push(event('OrderPlaced', placed.data));
    } else if (roll < 17 && orders.size > 0) {
      const [orderId, current] = pick([...orders]);
      const { orderNumber: number } = current;
      // Half of the changes are the dropdown's; the others the COD life's, in any state (a read model must not care).
      const kind = int(14);
      if (kind < 6) {
        const to = pick(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
        events.push(statusChanged(orderId, number, current.status, to, int(600)));
        current.status = to;
      } else if (kind === 6) {
        events.push(lifecycle.cancelled(orderId, number, current.status, int(600), pick(['shopper', 'staff', 'system']), pick([null, 'changed her mind'])));
        current.status = 'cancelled';
      } else if (kind === 7) {
        events.push(lifecycle.contacted(orderId, number, pick(['no_answer', 'call_back', 'confirmed']), int(600), pick([...staff, systemActor])));
      } else if (kind === 8) {
        events.push(lifecycle.shipped(orderId, number, int(600)));
      } else if (kind === 9) {
        const outcome = pick(['delivered', 'not_home', 'refused']);
        events.push(lifecycle.attempted(orderId, number, ++current.attempts, outcome, outcome === 'delivered' ? money() : null, int(600), pick([...staff])));
      } else if (kind === 10) {
        events.push(lifecycle.returnStarted(orderId, number, int(600), pick(['refused', 'undeliverable'])));
        current.status = 'returning';
      } else if (kind === 11) {
        events.push(lifecycle.returnReceived(orderId, number, [{ itemId: current.itemId, quantity: 1, condition: pick(['sellable', 'damaged']) }], int(600)));
        current.status = 'returned';
      } else if (kind === 12) {
        // Edits before dispatch (ADR 067), in any state here too.
        const before = current.placed;
        const items = [...before.items.map((item) => ({ ...item, quantity: 1 + int(3) })), { ...before.items[0]!, itemId: randomUUID(), variantId: randomUUID(), quantity: 1 }];
        const amounts = { subtotal: money(), discount: '0.00', deliveryFee: pick(['0.00', '20.00']), codFee: '0.00', totalAmount: money() };
        const { subtotal, discount, deliveryFee, codFee, totalAmount } = before;
        events.push(event('OrderItemsEdited', {
          orderId, orderNumber: number, items, before: { items: before.items, subtotal, discount, deliveryFee, codFee, totalAmount }, ...amounts, editedAt: at(int(600)),
        }, pick([...staff])));
        current.placed = { ...before, items, ...amounts };
      } else {
        const before = current.placed;
        const after = { shippingName: `Noor ${int(9)}`, shippingPhone: '+971 50 111 2222', shippingCity: 'دبي', shippingAddressLine1: `Tower ${int(9)}`, shippingAddressLine2: pick([null, 'Flat 3']), deliveryNote: pick([null, 'Call']) };
        const { shippingName, shippingPhone, shippingCity, shippingAddressLine1, shippingAddressLine2, deliveryNote } = before;
        events.push(event('OrderAddressChanged', {
          orderId, orderNumber: number, before: { shippingName, shippingPhone, shippingCity, shippingAddressLine1, shippingAddressLine2, deliveryNote }, after, changedAt: at(int(600)),
        }));
        current.placed = { ...before, ...after };
      }
    } else if (roll < 18 && orders.size > 0) {
      const [orderId, current] = pick([...orders]);
      orders.delete(orderId);
      events.push(orderDeleted(orderId, current.orderNumber, int(600)));
      if (random() < 0.5) events.push(statusChanged(orderId, current.orderNumber, current.status, 'shipped', int(600)));
    } else if (roll < 19) {
      const bannerId = pick([...banners.keys(), randomUUID()]);
      const content = { titleEn: `B ${int(9)}`, titleAr: 'ب', subtitleEn: null, subtitleAr: null, imageUrl: 'https://example.com/b.jpg', position: int(5) };
      if (!banners.has(bannerId)) {
        banners.set(bannerId, true);
        events.push(event('BannerCreated', { bannerId, ...content, isActive: random() < 0.5, createdAt: at(int(60)) }));
      } else {
        const kind = pick(['BannerRevised', 'BannerActivated', 'BannerDeactivated', 'BannerDeleted']);
        if (kind === 'BannerDeleted') banners.delete(bannerId);
        events.push(event(kind, kind === 'BannerRevised' ? { bannerId, ...content } : kind === 'BannerDeleted' ? { bannerId, deletedAt: at(1) } : { bannerId }));
      }
    } else {
      const kind = int(3);
      if (kind === 0) events.push(event('SettingChanged', { key: 'codFee', value: money(), changedAt: at(int(60)) }));
      else if (kind === 1) {
        events.push(event('UserRegistered', {
          userId: randomUUID(), email: `U${events.length}@Example.com`, name: 'U', passwordHash: 'h',
          role: pick(['customer', 'admin']), registeredAt: at(int(60)),
        }));
      } else {
        events.push(event('AdminNotified', {
          notificationId: randomUUID(), kind: 'low-stock', productId: randomUUID(), variantId: randomUUID(),
          stock: 1 + int(4), productNameEn: 'Abaya', productNameAr: 'عباية', variant: pick(['M', null]), notifiedAt: at(int(60)),
        }));
      }
    }
  }
  return events;
}
