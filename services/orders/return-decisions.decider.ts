import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamRead } from '../../events/index.js';
import { businessFold, businessStreamId, type BusinessDetails } from '../../events/business.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId, type OrderPlaced } from '../../events/orders.js';
import {
  returnFold,
  returnStreamId,
  type RefundMethod,
  type ReturnReason,
  type ReturnResolution,
  type ReturnState,
  type ReturnStatus,
} from '../../events/returns.js';
import { settingStreamId } from '../../events/settings.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import { documentNumber, documentNumberStreamId, documentSequenceFold } from '../../events/tax-documents.js';
import { evolveStock, release, reserve } from '../../events/stock.js';
import { fromCents, toCents } from '../../infra/money.js';
import { orderDecider, orderNotFound, type OrderState } from './order.decider.js';
import { orderForReturns, returnWindowFold, unitsUnderReturn, type OrderForReturns } from './return-order.js';
import { productForOrder, stockLevels, type ProductForOrder } from './product-stock.decider.js';
import { discountShare } from './tax-document.js';

export const returnNotFound = 'Return not found';
const dayMs = 86_400_000;

export interface RequestReturnCommand {
  readonly returnId: string;
  readonly orderId: string;
  /** The signed-in shopper: another's order reads as missing. */
  readonly userId: string;
  readonly items: readonly { readonly itemId: string; readonly quantity: number; readonly reason: ReturnReason; readonly exchangeVariantId: string | null }[];
  readonly resolution: ReturnResolution;
  readonly note: string | null;
  readonly now: Date;
}

type RequestReads = {
  readonly order: StreamRead<OrderForReturns>;
  readonly window: StreamRead<number>;
  readonly ret: StreamRead<ReturnState>;
};
type RequestMore = { readonly products: readonly StreamRead<ProductForOrder>[] };

type Placed = (typeof OrderPlaced)['schema']['_output'];
type Item = Placed['items'][number];

/** The products an exchange takes new sizes of, each once, in order of first mention. */
function exchangedProducts(items: readonly { itemId: string }[], order: Placed | null): string[] {
  if (!order) return [];
  const byId = new Map(order.items.map((item) => [item.itemId, item]));
  return [...new Set(items.map((line) => byId.get(line.itemId)?.productId).filter((id): id is string => id !== undefined))];
}

/**
 * A shopper's return request, decided on her order's stream: delivered, within the window of days the setting
 * allows, no more units of a line than were delivered less those already under return. Its facts go on the
 * order's stream in the same append as the return's own stream, so two requests racing for the last unit of a
 * line cannot both have it.
 */
export const requestReturnDecider: CommandDecider<RequestReturnCommand, RequestReads, ReturnState, RequestMore> = {
  streams: (command) => ({
    order: streamRead(orderForReturns, orderStreamId(command.orderId)),
    window: streamRead(returnWindowFold, settingStreamId('returnWindowDays')),
    ret: streamRead(returnFold, returnStreamId(command.returnId)),
  }),
  moreStreams: (command, { order }) => ({
    products:
      command.resolution === 'exchange'
        ? exchangedProducts(command.items, order.order).map((productId) => streamRead(productForOrder, productStreamId(productId)))
        : [],
  }),
  decide(command, { order: facts, window, ret, products }) {
    const order = facts.order;
    if (!order || facts.deleted || order.userId !== command.userId) throw refuse.notFound(orderNotFound);
    if (ret.kind !== 'none') throw refuse.conflict('This return exists already', { code: 'return_exists' });
    if (facts.deliveredAt === null) throw notDelivered();
    if (command.now.getTime() > new Date(facts.deliveredAt).getTime() + window * dayMs) {
      throw refuse.conflict('The days to return this order have passed', { code: 'return_window_closed', params: { days: window } });
    }
    const byId = new Map(order.items.map((item) => [item.itemId, item]));
    const under = unitsUnderReturn(facts);
    const asked = new Map<string, number>();
    for (const line of command.items) {
      const item = byId.get(line.itemId);
      if (!item) throw refuse.invalid('This item is not part of the order', { code: 'invalid_return_items', params: { itemId: line.itemId } });
      const total = (asked.get(line.itemId) ?? 0) + line.quantity;
      asked.set(line.itemId, total);
      const left = item.quantity - (under.get(line.itemId) ?? 0);
      if (total > left) {
        throw refuse.conflict('More units than were delivered and not yet returned', { code: 'over_return', params: { itemId: line.itemId, available: left } });
      }
    }
    const productsById = new Map(exchangedProducts(command.items, order).map((productId, index) => [productId, products[index]!]));
    const lines = command.items.map((line) => {
      const item = byId.get(line.itemId)!;
      const exchange = command.resolution === 'exchange' ? exchangeVariant(item, line.exchangeVariantId, productsById.get(item.productId)) : null;
      return {
        itemId: item.itemId,
        productId: item.productId,
        variantId: item.variantId,
        productNameEn: item.productNameEn,
        productNameAr: item.productNameAr,
        variantSize: item.variantSize,
        variantColor: item.variantColor,
        unitPrice: item.price,
        quantity: line.quantity,
        reason: line.reason,
        exchangeVariantId: exchange?.variantId ?? null,
        exchangeVariantSize: exchange?.size ?? null,
        exchangeVariantColor: exchange?.color ?? null,
      };
    });
    const goods = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * BigInt(line.quantity), 0n);
    const orderDiscount = toCents(order.discount);
    const shared = [...facts.returns.values()].reduce((sum, open) => sum + toCents(open.discount), 0n);
    // The return that takes the order's last units takes what is left of its discount, so the shares add up to it.
    const closes = order.items.every((item) => (under.get(item.itemId) ?? 0) + (asked.get(item.itemId) ?? 0) >= item.quantity);
    const discount = discountShare(orderDiscount, goods, toCents(order.subtotal), orderDiscount - shared, closes);
    const at = command.now.toISOString();
    const { orderId, orderNumber } = order;
    const requested = {
      type: 'ReturnRequested',
      data: {
        returnId: command.returnId,
        orderId,
        orderNumber,
        userId: order.userId,
        items: lines,
        resolution: command.resolution,
        note: command.note,
        discount: fromCents(discount),
        amount: fromCents(goods - discount),
        requestedAt: at,
      },
    } as const;
    const onOrder: NewEvent = {
      type: 'OrderItemsReturnRequested',
      data: {
        orderId,
        orderNumber,
        returnId: command.returnId,
        items: [...asked].map(([itemId, quantity]) => ({ itemId, quantity })),
        discount: fromCents(discount),
        requestedAt: at,
      },
    };
    return { events: { order: [onOrder], ret: [requested] }, result: returnFold.evolve(ret, requested) };
  },
};

const notDelivered = () => refuse.conflict('Only a delivered order can be returned', { code: 'not_delivered' });

function exchangeVariant(item: Item, variantId: string | null, product: ProductForOrder | undefined) {
  const variant = variantId && product?.kind === 'present' ? product.variants.get(variantId) : undefined;
  if (!variantId || !variant) {
    const message = 'Choose a size or colour of the same product to exchange to';
    throw refuse.invalid(message, { code: 'invalid_exchange_variant', params: { itemId: item.itemId } });
  }
  return { variantId, size: variant.size, color: variant.color };
}

/** Staff's moves of a return: each status may go only to these. */
export const returnMoves: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded', 'exchanged'],
  rejected: [],
  refunded: [],
  exchanged: [],
};

export interface ChangeReturnCommand {
  readonly returnId: string;
  readonly status: ReturnStatus;
  readonly note: string | null;
  readonly refundMethod: RefundMethod | null;
  readonly refundReference: string | null;
  /** The exchange order's id, should this approve an exchange (its units are reserved for it). */
  readonly newOrderId: string;
  /** The number the exchange order gets, should this complete an exchange (drawn from the order numbers). */
  readonly exchangeOrderNumber: number;
  readonly newId: () => string;
  readonly now: Date;
}

type ChangeReads = { readonly ret: StreamRead<ReturnState> };
type ChangeMore = {
  readonly order?: StreamRead<OrderForReturns>;
  readonly products?: readonly StreamRead<ProductForOrder>[];
  readonly business?: StreamRead<BusinessDetails>;
  readonly numbers?: StreamRead<number>;
  readonly credit?: StreamRead<bigint>;
  readonly exchangeOrder?: StreamRead<OrderState>;
};

type Present = Extract<ReturnState, { kind: 'present' }>;

/** The refund's method: store credit for a store-credit return, else the one staff named. */
function refundMethodOf(state: Present, command: ChangeReturnCommand): RefundMethod {
  const resolution = state.request.resolution;
  if (resolution === 'store_credit') {
    if (command.refundMethod !== null && command.refundMethod !== 'store_credit') {
      const message = 'This return is refunded as store credit';
      throw refuse.invalid(message, { code: 'invalid_refund_method', errors: { refundMethod: [message] } });
    }
    return 'store_credit';
  }
  if (command.refundMethod === null) {
    const message = 'Choose how the money goes back';
    throw refuse.invalid(message, { code: 'refund_method_required', errors: { refundMethod: [message] } });
  }
  if (command.refundMethod === 'bank_transfer' && !command.refundReference) {
    const message = 'A bank transfer needs its reference';
    throw refuse.invalid(message, { code: 'refund_reference_required', errors: { refundReference: [message] } });
  }
  return command.refundMethod;
}

/** The streams a move touches besides the return's own. */
function streamsOfMove(command: ChangeReturnCommand, state: ReturnState): ChangeMore {
  if (state.kind !== 'present' || !returnMoves[state.status].includes(command.status)) return {};
  const request = state.request;
  const productsOf = (ids: readonly string[]) => [...new Set(ids)].map((id) => streamRead(productForOrder, productStreamId(id)));
  const order = streamRead(orderForReturns, orderStreamId(request.orderId));
  switch (command.status) {
    case 'approved':
      return request.resolution === 'exchange' ? { products: productsOf(request.items.map((item) => item.productId)) } : {};
    case 'rejected':
      return { order };
    case 'received':
      return { products: productsOf(request.items.map((item) => item.productId)) };
    case 'refunded': {
      const credit = command.refundMethod === 'store_credit' || request.resolution === 'store_credit';
      return {
        order,
        business: streamRead(businessFold, businessStreamId),
        numbers: streamRead(documentSequenceFold, documentNumberStreamId('credit_note')),
        ...(credit ? { credit: streamRead(storeCreditFold, storeCreditStreamId(request.userId)) } : {}),
      };
    }
    case 'exchanged':
      return { order, exchangeOrder: streamRead(orderDecider, orderStreamId(state.exchangeOrderId ?? command.newOrderId)) };
    case 'requested':
      return {};
  }
}

/**
 * Staff move a return on (requested → approved | rejected, approved → received, received → refunded | exchanged),
 * with what each move does elsewhere in the same append: an approved exchange reserves its new units, a received
 * return puts its units back on the shelf, a refund issues the next credit note (and store credit), an exchange
 * places its linked order.
 */
export const changeReturnDecider: CommandDecider<ChangeReturnCommand, ChangeReads, ReturnState, ChangeMore> = {
  streams: (command) => ({ ret: streamRead(returnFold, returnStreamId(command.returnId)) }),
  moreStreams: (command, { ret }) => streamsOfMove(command, ret),
  decide(command, states) {
    const { ret } = states;
    if (ret.kind !== 'present') throw refuse.notFound(returnNotFound);
    if (!returnMoves[ret.status].includes(command.status)) {
      throw refuse.conflict(`A ${ret.status} return cannot become ${command.status}`, {
        code: 'invalid_return_move',
        params: { from: ret.status, to: command.status },
      });
    }
    const request = ret.request;
    if (command.status === 'refunded' && request.resolution === 'exchange') {
      throw refuse.conflict('An exchange is completed, not refunded', { code: 'invalid_return_move', params: { from: ret.status, to: command.status } });
    }
    if (command.status === 'exchanged' && request.resolution !== 'exchange') {
      throw refuse.conflict('Only an exchange can be exchanged', { code: 'invalid_return_move', params: { from: ret.status, to: command.status } });
    }
    const at = command.now.toISOString();
    const base = {
      returnId: request.returnId,
      orderId: request.orderId,
      orderNumber: request.orderNumber,
      userId: request.userId,
      from: ret.status,
      to: command.status,
      note: command.note,
      refundMethod: null as RefundMethod | null,
      refundReference: null as string | null,
      exchangeOrderId: null as string | null,
      exchangeOrderNumber: null as number | null,
      at,
    };
    const events: { [name: string]: NewEvent[] | NewEvent[][] } = {};
    const own: NewEvent[] = [];
    switch (command.status) {
      case 'approved':
        if (request.resolution === 'exchange') {
          base.exchangeOrderId = command.newOrderId;
          events.products = reserveExchange(request, states.products ?? [], command.newOrderId);
        }
        break;
      case 'rejected':
        events.order = [{ type: 'OrderItemsReturnRejected', data: { orderId: request.orderId, orderNumber: request.orderNumber, returnId: request.returnId, rejectedAt: at } }];
        break;
      case 'received':
        events.products = releaseReturned(request, states.products ?? []);
        break;
      case 'refunded': {
        const method = refundMethodOf(ret, command);
        base.refundMethod = method;
        base.refundReference = method === 'bank_transfer' ? command.refundReference : null;
        const sequence = (states.numbers ?? 0) + 1;
        const number = documentNumber('credit_note', sequence);
        const order = states.order!.order!;
        own.push({
          type: 'CreditNoteIssued',
          data: {
            returnId: request.returnId,
            orderId: request.orderId,
            orderNumber: request.orderNumber,
            creditNoteNumber: number,
            invoiceNumber: states.order!.invoiceNumber,
            seller: states.business!,
            buyer: {
              name: order.shippingName,
              address: [order.shippingAddressLine1, order.shippingAddressLine2, order.shippingCity].filter(Boolean).join(', '),
            },
            lines: request.items.map((item) => ({
              description: named(item.productNameEn, item.variantSize, item.variantColor),
              descriptionAr: named(item.productNameAr, item.variantSize, item.variantColor),
              quantity: item.quantity,
              unitPrice: item.unitPrice,
            })),
            discount: request.discount,
            issuedAt: at,
          },
        });
        events.numbers = [
          { type: 'DocumentNumberTaken', data: { kind: 'credit_note', sequence, number, subjectId: request.returnId, takenAt: at } },
        ];
        if (method === 'store_credit') {
          const balance = (states.credit ?? 0n) + toCents(request.amount);
          events.credit = [
            {
              type: 'StoreCreditAdded',
              data: {
                userId: request.userId,
                amount: request.amount,
                source: 'return',
                returnId: request.returnId,
                creditNoteNumber: number,
                balance: fromCents(balance),
                addedAt: at,
              },
            },
          ];
        }
        break;
      }
      case 'exchanged': {
        const exchangeOrderId = ret.exchangeOrderId;
        if (!exchangeOrderId || states.exchangeOrder?.kind !== 'none') {
          throw refuse.conflict('This exchange has its order already', { code: 'invalid_return_move', params: { from: ret.status, to: command.status } });
        }
        base.exchangeOrderId = exchangeOrderId;
        base.exchangeOrderNumber = command.exchangeOrderNumber;
        events.exchangeOrder = [exchangeOrderPlaced(ret, states.order!.order!, exchangeOrderId, command)];
        break;
      }
      case 'requested':
        break;
    }
    const changed = { type: 'ReturnStatusChanged', data: base } as const;
    const ownEvents: NewEvent[] = [changed, ...own];
    return {
      events: { ...events, ret: ownEvents } as never,
      result: ownEvents.reduce(returnFold.evolve, ret as ReturnState),
    };
  },
};

/** "Black Abaya (M, Black)": a line as a document names it. */
function named(name: string, size: string | null, color: string | null): string {
  const details = [size, color].filter(Boolean).join(', ');
  return details ? `${name} (${details})` : name;
}

const productIdsOf = (items: readonly { productId: string }[]) => [...new Set(items.map((item) => item.productId))];

/** The exchange's new units reserved for its order, product by product; none at all when one cannot be. */
function reserveExchange(request: Present['request'], products: readonly ProductForOrder[], orderId: string): NewEvent[][] {
  return productIdsOf(request.items).map((productId, index) => {
    const product = products[index]!;
    let levels = stockLevels(product);
    return request.items
      .filter((item) => item.productId === productId)
      .map((item): NewEvent => {
        const variantId = item.exchangeVariantId!;
        const remaining = product.kind === 'present' ? reserve(levels, variantId, item.quantity) : null;
        if (remaining === null) {
          throw refuse.conflict('The size to exchange to is out of stock', { code: 'out_of_stock', params: { variantId } });
        }
        const event = { type: 'StockReserved', data: { productId, variantId, orderId, quantity: item.quantity, remaining, reason: 'exchange', returnId: request.returnId } } as const;
        levels = evolveStock(levels, event);
        return event;
      });
  });
}

/** The returned units back on the shelf (a product deleted since has no shelf). */
function releaseReturned(request: Present['request'], products: readonly ProductForOrder[]): NewEvent[][] {
  return productIdsOf(request.items).map((productId, index) => {
    const product = products[index]!;
    if (product.kind !== 'present') return [];
    let levels = stockLevels(product);
    return request.items
      .filter((item) => item.productId === productId)
      .flatMap((item): NewEvent[] => {
        const remaining = release(levels, item.variantId, item.quantity);
        if (remaining === null) return [];
        const event = {
          type: 'StockReleased',
          data: { productId, variantId: item.variantId, orderId: request.orderId, quantity: item.quantity, remaining, reason: 'customer_return' },
        } as const;
        levels = evolveStock(levels, event);
        return [event];
      });
  });
}

/** The linked order an exchange ships: the new sizes at no cost, to where the original went. */
function exchangeOrderPlaced(ret: Present, original: Placed, orderId: string, command: ChangeReturnCommand): NewEvent {
  const request = ret.request;
  const zero = '0.00';
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      orderNumber: command.exchangeOrderNumber,
      userId: request.userId,
      items: request.items.map((item) => ({
        itemId: command.newId(),
        productId: item.productId,
        variantId: item.exchangeVariantId!,
        productNameEn: item.productNameEn,
        productNameAr: item.productNameAr,
        variantSize: item.exchangeVariantSize,
        variantColor: item.exchangeVariantColor,
        quantity: item.quantity,
        price: zero,
      })),
      subtotal: zero,
      discount: zero,
      deliveryFee: zero,
      codFee: zero,
      totalAmount: zero,
      emirate: original.emirate,
      coupon: null,
      paymentMethod: 'cod',
      shippingName: original.shippingName,
      shippingPhone: original.shippingPhone,
      shippingCity: original.shippingCity,
      shippingAddressLine1: original.shippingAddressLine1,
      shippingAddressLine2: original.shippingAddressLine2,
      deliveryNote: original.deliveryNote,
      placedAt: command.now.toISOString(),
      locale: original.locale,
      storeCreditUsed: zero,
      exchangeOf: { returnId: request.returnId, orderId: request.orderId, orderNumber: request.orderNumber },
    },
  };
}
