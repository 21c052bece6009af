import type { StoredEvent } from '../../events/index.js';
import type { OrderEvent, OrderPlaced } from '../../events/orders.js';

type Placed = (typeof OrderPlaced)['schema']['_output'];

/**
 * What the events after an order's placement set on its row, each field only once an event set it (a field left
 * out keeps the row's value). `collectTotal`: the order was set to delivered, so its total counts as collected
 * unless cash was recorded (the row's `cod_collected`, or `codCollected` here, which a later attempt sets).
 */
export interface OrderPatch {
  status?: string;
  updatedAt?: string;
  courierId?: string;
  courierName?: string;
  trackingNumber?: string;
  lastContactOutcome?: string;
  cancelReason?: string;
  cancelNote?: string | null;
  cancelledBy?: string;
  cancelledAt?: string;
  codCollected?: string;
  collectTotal?: boolean;
  returnItems?: unknown;
  returnCost?: string;
  returnReceivedAt?: string;
  invoiceNumber?: string;
  /** The lines and amounts of the order's last edit (ADR 067): its items replace the stored ones. */
  edited?: Pick<Placed, 'items' | 'subtotal' | 'discount' | 'deliveryFee' | 'codFee' | 'totalAmount'>;
  /** Where it goes since the shopper last changed it. */
  address?: Pick<Placed, 'shippingName' | 'shippingPhone' | 'shippingCity' | 'shippingAddressLine1' | 'shippingAddressLine2' | 'deliveryNote'>;
  /** Calls and delivery attempts recorded in the batch, added to the row's counts. */
  contactAdded: number;
  deliveryAdded: number;
}

export interface ContactAttemptRow {
  readonly id: string;
  readonly orderId: string;
  readonly seq: number;
  readonly outcome: string;
  readonly note: string | null;
  readonly at: string;
  readonly byId: string;
}

export interface DeliveryAttemptRow extends ContactAttemptRow {
  readonly attemptNumber: number;
  readonly codCollected: string | null;
  readonly cost: string;
}

/** What a batch does to one order, folded in log order. */
export interface OrderChange {
  /** The row as it stood before the batch (if any) must go: the order was deleted. */
  deleteStored: boolean;
  /** The changes to the stored row (none after a deletion in the batch: an update would find no row). */
  patch: OrderPatch | null;
  /** The order placed in this batch, with what happened to it since. */
  placed: { readonly order: Placed; patch: OrderPatch } | null;
  contactAttempts: ContactAttemptRow[];
  deliveryAttempts: DeliveryAttemptRow[];
}

const emptyPatch = (): OrderPatch => ({ contactAdded: 0, deliveryAdded: 0 });

/** Sets on a patch what one event after the placement says; the same for a stored row and a row placed in the batch. */
function patchWith(patch: OrderPatch, event: OrderEvent, stored: StoredEvent, change: OrderChange): void {
  // The order's invoice (ADR 067), issued in the same append as the delivery: it changes nothing else.
  if (stored.type === 'InvoiceIssued') {
    patch.invoiceNumber = (stored.data as { invoiceNumber: string }).invoiceNumber;
    return;
  }
  switch (event.type) {
    case 'OrderStatusChanged':
      patch.status = event.data.to;
      patch.updatedAt = event.data.changedAt;
      if (event.data.to === 'delivered' && patch.codCollected === undefined) patch.collectTotal = true;
      break;
    case 'OrderCancelled':
      patch.status = 'cancelled';
      patch.updatedAt = event.data.cancelledAt;
      patch.cancelReason = event.data.reason;
      patch.cancelNote = event.data.note;
      patch.cancelledBy = event.data.by;
      patch.cancelledAt = event.data.cancelledAt;
      break;
    case 'ContactAttemptRecorded':
      patch.updatedAt = event.data.at;
      patch.lastContactOutcome = event.data.outcome;
      patch.contactAdded += 1;
      change.contactAttempts.push({
        id: event.data.attemptId,
        orderId: event.data.orderId,
        seq: stored.globalPosition,
        outcome: event.data.outcome,
        note: event.data.note,
        at: event.data.at,
        byId: stored.metadata.actor.id,
      });
      break;
    case 'ShipmentAssigned':
      patch.updatedAt = event.data.assignedAt;
      patch.courierId = event.data.courierId;
      patch.courierName = event.data.courierName;
      patch.trackingNumber = event.data.trackingNumber;
      break;
    case 'DeliveryAttempted':
      patch.updatedAt = event.data.at;
      patch.deliveryAdded += 1;
      if (event.data.codCollected !== null) patch.codCollected = event.data.codCollected;
      change.deliveryAttempts.push({
        id: event.data.attemptId,
        orderId: event.data.orderId,
        seq: stored.globalPosition,
        attemptNumber: event.data.attemptNumber,
        outcome: event.data.outcome,
        codCollected: event.data.codCollected,
        cost: event.data.cost,
        note: event.data.note,
        at: event.data.at,
        byId: stored.metadata.actor.id,
      });
      break;
    case 'OrderReturnStarted':
      patch.status = 'returning';
      patch.updatedAt = event.data.at;
      break;
    case 'OrderReturnReceived':
      patch.status = 'returned';
      patch.updatedAt = event.data.receivedAt;
      patch.returnItems = event.data.items;
      patch.returnCost = event.data.returnCost;
      patch.returnReceivedAt = event.data.receivedAt;
      break;
    case 'OrderItemsEdited': {
      const { items, subtotal, discount, deliveryFee, codFee, totalAmount, editedAt } = event.data;
      patch.updatedAt = editedAt;
      if (change.placed?.patch === patch) change.placed = { order: { ...change.placed.order, items, subtotal, discount, deliveryFee, codFee, totalAmount }, patch };
      else patch.edited = { items, subtotal, discount, deliveryFee, codFee, totalAmount };
      break;
    }
    case 'OrderAddressChanged':
      patch.updatedAt = event.data.changedAt;
      if (change.placed?.patch === patch) change.placed = { order: { ...change.placed.order, ...event.data.after }, patch };
      else patch.address = event.data.after;
      break;
    case 'OrderPlaced':
    case 'OrderDeleted':
      break;
  }
}

/**
 * Folds a batch per order: placing, changing and deleting one order in one batch ends as what applying them one at
 * a time would leave (here: nothing), and an order placed in the batch is inserted once, already as its later
 * events left it. Orders are independent rows (ids and numbers are unique), so the order between different orders
 * does not matter.
 */
export function foldOrders(events: readonly StoredEvent[]): Map<string, OrderChange> {
  const changes = new Map<string, OrderChange>();
  const changeOf = (orderId: string) => {
    let change = changes.get(orderId);
    if (!change) {
      change = { deleteStored: false, patch: null, placed: null, contactAttempts: [], deliveryAttempts: [] };
      changes.set(orderId, change);
    }
    return change;
  };
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    const change = changeOf(event.data.orderId);
    switch (event.type) {
      case 'OrderPlaced':
        // Placed twice: inserting both fails on the key, as the second insert always did.
        if (change.placed) throw new Error(`order ${event.data.orderId} placed twice`);
        change.placed = { order: event.data, patch: { ...emptyPatch(), status: 'placed', updatedAt: event.data.placedAt } };
        break;
      case 'OrderDeleted':
        change.deleteStored = true;
        change.patch = null;
        change.placed = null;
        change.contactAttempts = [];
        change.deliveryAttempts = [];
        break;
      default:
        if (change.placed) patchWith(change.placed.patch, event, stored, change);
        // After a deletion, an update finds no row: nothing to do.
        else if (!change.deleteStored) patchWith((change.patch ??= emptyPatch()), event, stored, change);
    }
  }
  return changes;
}
