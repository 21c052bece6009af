import { streamRead, type CommandDecider, type NewEvent, type StoredEvent, type StreamRead } from '../../events/index.js';
import { productStreamId, type ReleaseReason } from '../../events/catalog.js';
import {
  courierCash,
  courierCashStreamId,
  courierRegistry,
  couriersStreamId,
  type CourierCash,
  type CourierRegistry,
} from '../../events/couriers.js';
import { codStandingFold, refusedPhones, refusedPhonesStreamId, type CodStanding, type RefusedPhones } from '../../events/cod.js';
import { couponFold, couponStreamId, type CouponState } from '../../events/coupons.js';
import { businessFold, businessStreamId, type BusinessDetails } from '../../events/business.js';
import { documentNumber, documentNumberStreamId, documentSequenceFold } from '../../events/tax-documents.js';
import { amountDueOf, customerOrdersStreamId, orderStreamId, type OrderEvent } from '../../events/orders.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import { fromCents as aedOf, toCents as filsOf } from '../../infra/money.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { settingDefaults, settingStreamId, type SettingKey, type SettingsEvent } from '../../events/settings.js';
import { evolveStock, release } from '../../events/stock.js';
import { collectedBy, orderDecider, type OrderCommand, type OrderState } from './order.decider.js';
import { productForOrder, stockLevels, type ProductForOrder } from './product-stock.decider.js';

/**
 * An order command as the HTTP edge and the store's jobs ask for it: the facts the order's decision needs from
 * other streams (the courier, the settings) are read here, from the log, not sent along.
 */
export type OrderRequest =
  | Exclude<OrderCommand, { type: 'AssignShipment' | 'RecordDeliveryAttempt' | 'ReceiveReturn' | 'CancelOrder' | 'DeleteOrder' }>
  | (Omit<Extract<OrderCommand, { type: 'AssignShipment' }>, 'courier'> & { readonly courierId: string })
  | Omit<Extract<OrderCommand, { type: 'RecordDeliveryAttempt' }>, 'courier' | 'maxAttempts'>
  | Omit<Extract<OrderCommand, { type: 'ReceiveReturn' }>, 'courier'>
  | Omit<Extract<OrderCommand, { type: 'CancelOrder' }>, 'placedBefore'>;

/** A setting's value as its stream last set it (null: never set; the read model's default applies). */
type SettingValue = { readonly value: string | null };
const settingFold = {
  streamType: 'setting',
  initialState: (): SettingValue => ({ value: null }),
  evolve: (state: SettingValue, event: Pick<StoredEvent, 'type' | 'data'>): SettingValue =>
    (event as SettingsEvent).type === 'SettingChanged' ? { value: (event as SettingsEvent).data.value } : state,
};

type Reads = {
  readonly order: StreamRead<OrderState>;
  readonly couriers?: StreamRead<CourierRegistry>;
  readonly setting?: StreamRead<SettingValue>;
};
type More = {
  readonly products: readonly StreamRead<ProductForOrder>[];
  readonly cash?: StreamRead<CourierCash>;
  /** Her orders' stream, when the command may deliver her order or record her refusal (ADR 059). */
  readonly customer?: StreamRead<CodStanding>;
  readonly phones?: StreamRead<RefusedPhones>;
  /** The coupon the order used, when the command may cancel it: the use goes back (ADR 066). */
  readonly coupon?: StreamRead<CouponState>;
  /** The last invoice number and the seller's details, when the command may deliver an order with no invoice yet. */
  readonly invoiceNumbers?: StreamRead<number>;
  readonly business?: StreamRead<BusinessDetails>;
  /** Her store credit, when the command may cancel an order that took some: it goes back (ADR 067). */
  readonly credit?: StreamRead<bigint>;
};

/** Whether a command may cancel the order: hers, staff's or the store's cancellation, or a call asking for one. */
const mayCancel = (request: OrderRequest) =>
  request.type === 'CancelOrder' || (request.type === 'RecordContactAttempt' && request.outcome === 'cancel_requested');

/** Whether the command may end the order unpaid: cancel it, or see it refused or undeliverable at the door. */
const mayEndUnpaid = (request: OrderRequest) =>
  mayCancel(request) || (request.type === 'RecordDeliveryAttempt' && request.outcome !== 'delivered');

/** The setting a command's decision reads, if any. */
function settingOf(request: OrderRequest): SettingKey | null {
  if (request.type === 'RecordDeliveryAttempt') return 'maxDeliveryAttempts';
  if (request.type === 'CancelOrder' && request.by === 'system') return 'unconfirmedCancelHours';
  return null;
}

const needsCouriers = (request: OrderRequest) =>
  request.type === 'AssignShipment' || request.type === 'RecordDeliveryAttempt' || request.type === 'ReceiveReturn';

/** Units that go back on the shelf with the command, product by product (in the order of first mention). */
function unitsBack(request: OrderRequest, order: OrderState): Map<string, { variantId: string; quantity: number; reason: ReleaseReason | 'damaged' }[]> {
  const byProduct = new Map<string, { variantId: string; quantity: number; reason: ReleaseReason | 'damaged' }[]>();
  if (order.kind !== 'placed') return byProduct;
  const add = (productId: string, line: { variantId: string; quantity: number; reason: ReleaseReason | 'damaged' }) =>
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), line]);
  const items = new Map(order.order.items.map((item) => [item.itemId, item]));
  const cancels = request.type === 'CancelOrder' || (request.type === 'RecordContactAttempt' && request.outcome === 'cancel_requested');
  if (cancels && !order.restocked) {
    for (const item of order.order.items) add(item.productId, { variantId: item.variantId, quantity: item.quantity, reason: 'order_cancelled' });
  }
  if (request.type === 'ReceiveReturn') {
    for (const line of request.items) {
      const item = items.get(line.itemId);
      if (!item) continue;
      const reason = line.condition === 'sellable' ? 'returned_to_origin' : 'damaged';
      add(item.productId, { variantId: item.variantId, quantity: line.quantity, reason });
    }
  }
  return byProduct;
}

/** The courier whose cash a delivery may add to: the order's courier, when the command can deliver it. */
function cashCourier(request: OrderRequest, order: OrderState): string | null {
  if (order.kind !== 'placed' || !order.shipment) return null;
  return countsForCod(request).delivers ? order.shipment.courierId : null;
}

/**
 * Whether the command may issue the order's tax invoice: it can deliver an order that has none yet and is not an
 * exchange (an exchange's goods cost nothing and were invoiced on the order they replace).
 */
function mayInvoice(request: OrderRequest, order: OrderState): boolean {
  return order.kind === 'placed' && order.invoice === null && !order.order.exchangeOf && countsForCod(request).delivers;
}

/**
 * The order's tax invoice when the events deliver it (ADR 067): the next number on the invoice numbers' stream,
 * appended at the version read with the invoice on the order's stream, so numbers never repeat or skip.
 */
function invoiceEvents(
  events: readonly OrderEvent[],
  order: OrderState & { kind: 'placed' },
  last: number,
  seller: BusinessDetails,
  at: string,
): { numbers: NewEvent[]; order: NewEvent[] } {
  const delivered = events.some((event) => event.type === 'OrderStatusChanged' && event.data.to === 'delivered');
  if (!delivered) return { numbers: [], order: [] };
  const { orderId, orderNumber } = order.order;
  const sequence = last + 1;
  const invoiceNumber = documentNumber('invoice', sequence);
  return {
    numbers: [{ type: 'DocumentNumberTaken', data: { kind: 'invoice', sequence, number: invoiceNumber, subjectId: orderId, takenAt: at } }],
    order: [{ type: 'InvoiceIssued', data: { orderId, orderNumber, invoiceNumber, seller, issuedAt: at } }],
  };
}

/** Whether a command can deliver the order or see it refused at the door: what her COD standing counts. */
function countsForCod(request: OrderRequest): { delivers: boolean; refuses: boolean } {
  const delivers =
    (request.type === 'RecordDeliveryAttempt' && request.outcome === 'delivered') ||
    (request.type === 'ChangeStatus' && request.status === 'delivered');
  return { delivers, refuses: request.type === 'RecordDeliveryAttempt' && request.outcome === 'refused' };
}

/**
 * What her standing counts of the command's events: the order's first delivery, and a refusal at the door (on her
 * stream and, by its number, on the phones' stream).
 */
function standingEvents(events: readonly OrderEvent[], order: OrderState & { kind: 'placed' }, at: string): { customer: NewEvent[]; phones: NewEvent[] } {
  const { userId, orderId, orderNumber } = order.order;
  const firstDelivery = order.codCollected === null && events.some((event) => event.type === 'OrderStatusChanged' && event.data.to === 'delivered');
  const refused = events.some((event) => event.type === 'OrderReturnStarted' && event.data.reason === 'refused');
  const phone = normalisePhone(order.order.shippingPhone);
  const customer: NewEvent[] = [];
  const phones: NewEvent[] = [];
  if (firstDelivery) customer.push({ type: 'CodDeliveryCounted', data: { userId, orderId, orderNumber, deliveredAt: at } });
  if (refused) {
    customer.push({ type: 'CodRefusalCounted', data: { userId, orderId, orderNumber, phone, refusedAt: at } });
    if (phone) phones.push({ type: 'PhoneRefusalCounted', data: { phone, userId, orderId, orderNumber, refusedAt: at } });
  }
  return { customer, phones };
}

function settingNumber(key: SettingKey, value: string | null): number {
  return Number(value ?? settingDefaults[key]);
}

/**
 * Every command on an order's life (ADR 057), over the streams it spends from: the order's decision comes from
 * `orderDecider`; what follows from its events is appended in the same append: units back on the shelf with a
 * cancellation or a received return, and the cash of a delivery on its courier's cash stream (once per order).
 */
export const orderLifeDecider: CommandDecider<OrderRequest, Reads, readonly OrderEvent[], More> = {
  streams(request) {
    const setting = settingOf(request);
    return {
      order: streamRead(orderDecider, orderStreamId(request.orderId)),
      ...(needsCouriers(request) ? { couriers: streamRead(courierRegistry, couriersStreamId) } : {}),
      ...(setting ? { setting: streamRead(settingFold, settingStreamId(setting)) } : {}),
    };
  },
  moreStreams(request, { order }) {
    const courierId = cashCourier(request, order);
    const cod = countsForCod(request);
    const userId = order.kind === 'placed' ? order.order.userId : null;
    const coupon = order.kind === 'placed' && request.type === 'CancelOrder' ? order.order.coupon : null;
    const credit = order.kind === 'placed' && mayEndUnpaid(request) && order.order.storeCreditUsed !== '0.00' ? order.order.userId : null;
    return {
      products: [...unitsBack(request, order).keys()].map((productId) => streamRead(productForOrder, productStreamId(productId))),
      ...(courierId ? { cash: streamRead(courierCash, courierCashStreamId(courierId)) } : {}),
      ...(userId && (cod.delivers || cod.refuses) ? { customer: streamRead(codStandingFold, customerOrdersStreamId(userId)) } : {}),
      ...(userId && cod.refuses ? { phones: streamRead(refusedPhones, refusedPhonesStreamId) } : {}),
      ...(coupon ? { coupon: streamRead(couponFold, couponStreamId(coupon.couponId)) } : {}),
      ...(credit ? { credit: streamRead(storeCreditFold, storeCreditStreamId(credit)) } : {}),
      ...(mayInvoice(request, order)
        ? { invoiceNumbers: streamRead(documentSequenceFold, documentNumberStreamId('invoice')), business: streamRead(businessFold, businessStreamId) }
        : {}),
    };
  },
  decide(request, { order, couriers, setting, products, cash, customer, phones, coupon, invoiceNumbers, business, credit }) {
    const command = complete(request, order, couriers, setting);
    const events = orderDecider.decide(command, order);
    if (order.kind !== 'placed' || events.length === 0) return { events: { order: events }, result: events };
    const releases = events.some((event) => event.type === 'OrderCancelled' || event.type === 'OrderReturnReceived')
      ? shelfEvents(request, order, products)
      : [];
    const collected = collectedBy(events, order);
    const cashEvents: NewEvent[] =
      collected && cash && !cash.has(order.order.orderId)
        ? [
            {
              type: 'CodCollected',
              data: {
                courierId: collected.courierId,
                orderId: order.order.orderId,
                orderNumber: order.order.orderNumber,
                amount: collected.amount,
                // The cash to collect: the total less her store credit (ADR 067).
                expected: amountDueOf(order.order),
                collectedAt: command.now.toISOString(),
              },
            },
          ]
        : [];
    const standing = customer ? standingEvents(events, order, command.now.toISOString()) : null;
    const used = order.order.coupon;
    const useBack: NewEvent[] =
      used && coupon && events.some((event) => event.type === 'OrderCancelled')
        ? [
            {
              type: 'CouponUseReturned',
              data: {
                couponId: used.couponId,
                orderId: order.order.orderId,
                orderNumber: order.order.orderNumber,
                userId: order.order.userId,
                discount: order.order.discount,
                returnedAt: command.now.toISOString(),
              },
            },
          ]
        : [];
    const invoice =
      invoiceNumbers !== undefined && business && mayInvoice(request, order)
        ? invoiceEvents(events, order, invoiceNumbers, business, command.now.toISOString())
        : null;
    const creditBack = credit === undefined ? [] : restoredCredit(events, order, credit, command.now);
    return {
      events: {
        order: invoice ? [...events, ...invoice.order] : events,
        products: releases,
        ...(cash ? { cash: cashEvents } : {}),
        ...(standing && customer ? { customer: standing.customer } : {}),
        ...(standing && phones ? { phones: standing.phones } : {}),
        ...(coupon ? { coupon: useBack } : {}),
        ...(credit === undefined ? {} : { credit: creditBack }),
        ...(invoice ? { invoiceNumbers: invoice.numbers } : {}),
      },
      result: events,
    };
  },
};

/**
 * The store credit an order that ends unpaid gives back (ADR 067): what it took, on her credit's stream at the
 * version read, in the same append as its cancellation or the delivery attempt that sends it back (refused, or the
 * last attempt failed). An order is cancelled or sent back once, never both, so its credit comes back once.
 */
function restoredCredit(events: readonly OrderEvent[], order: OrderState & { kind: 'placed' }, balance: bigint, now: Date): NewEvent[] {
  const { userId, orderId, orderNumber, storeCreditUsed } = order.order;
  const used = filsOf(storeCreditUsed);
  if (used === 0n || !events.some((event) => event.type === 'OrderCancelled' || event.type === 'OrderReturnStarted')) return [];
  return [
    {
      type: 'StoreCreditRestored',
      data: { userId, amount: storeCreditUsed, orderId, orderNumber, balance: aedOf(balance + used), restoredAt: now.toISOString() },
    },
  ];
}

function complete(
  request: OrderRequest,
  order: OrderState,
  couriers: CourierRegistry | undefined,
  setting: SettingValue | undefined,
): OrderCommand {
  const courierOf = (courierId: string | undefined) => (courierId ? (couriers?.get(courierId) ?? null) : null);
  const orderCourier = order.kind === 'placed' ? order.shipment?.courierId : undefined;
  switch (request.type) {
    case 'AssignShipment': {
      const { courierId, ...rest } = request;
      return { ...rest, courier: courierOf(courierId) };
    }
    case 'RecordDeliveryAttempt':
      return { ...request, courier: courierOf(orderCourier), maxAttempts: settingNumber('maxDeliveryAttempts', setting?.value ?? null) };
    case 'ReceiveReturn':
      return { ...request, courier: courierOf(orderCourier) };
    case 'CancelOrder': {
      if (request.by !== 'system') return request;
      const hours = settingNumber('unconfirmedCancelHours', setting?.value ?? null);
      return { ...request, placedBefore: hours > 0 ? new Date(request.now.getTime() - hours * 3_600_000) : null };
    }
    default:
      return request;
  }
}

/** The product streams' events of units coming back: released to the shelf, or recorded as damaged. */
function shelfEvents(request: OrderRequest, order: OrderState & { kind: 'placed' }, products: readonly ProductForOrder[]): NewEvent[][] {
  const orderId = order.order.orderId;
  return [...unitsBack(request, order)].map(([productId, lines], index): NewEvent[] => {
    const product = products[index]!;
    // A product deleted since has no shelf to put units on.
    if (product.kind !== 'present') return [];
    let levels = stockLevels(product);
    return lines.flatMap((line): NewEvent[] => {
      if (line.reason === 'damaged') {
        const remaining = levels.get(line.variantId);
        if (remaining === undefined) return [];
        return [{ type: 'DamagedReturnRecorded', data: { productId, variantId: line.variantId, orderId, quantity: line.quantity, remaining } }];
      }
      const remaining = release(levels, line.variantId, line.quantity);
      if (remaining === null) return [];
      const event = {
        type: 'StockReleased',
        data: { productId, variantId: line.variantId, orderId, quantity: line.quantity, remaining, reason: line.reason },
      } as const;
      levels = evolveStock(levels, event);
      return [event];
    });
  });
}
