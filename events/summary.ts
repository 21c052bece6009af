/**
 * What an event did, as a kind and a few parameters the web turns into a sentence in the reader's language: the
 * auditors' event log and an order's history read them (services/audit, services/orders). The log's own data is never
 * sent whole: it holds what an auditor must not read (a password's hash) and texts whose language is fixed. Every
 * type of the store's catalogue has its own summariser (summary.test.ts holds the two together); a type the catalogue
 * does not know is summarised as `other` with its type.
 *
 * A summary that names a person (`userId`) is given her name where the log is read, from the users read model as
 * actors are (services/audit/summary.ts).
 */
export type SummaryParams = Readonly<Record<string, string | number | boolean | null>>;

export interface EventSummary {
  readonly kind: string;
  readonly params: SummaryParams;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
/** An order's pieces, the sum of its lines' quantities: what every screen counts as an order's items. */
const pieces = (value: unknown): number =>
  Array.isArray(value) ? value.reduce<number>((sum, line) => sum + (num((line as Data | null)?.quantity) ?? 0), 0) : 0;

const summarisers: Record<string, (data: Data) => SummaryParams> = {
  OrderPlaced: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), total: text(d.totalAmount), items: pieces(d.items) }),
  // A correction back, or a step reached again after one, told the shopper nothing (absent: a version 1 move, announced).
  OrderStatusChanged: (d) => ({
    orderId: text(d.orderId),
    orderNumber: num(d.orderNumber),
    from: text(d.from),
    to: text(d.to),
    correction: d.correction === true,
    reachedBefore: d.reachedBefore === true,
  }),
  OrderDeleted: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), restocked: d.restocked === true }),
  // The COD life (ADR 057): notes are left out (they may hold what the shopper said).
  OrderCancelled: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), from: text(d.from), reason: text(d.reason), by: text(d.by) }),
  ContactAttemptRecorded: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), outcome: text(d.outcome) }),
  ShipmentAssigned: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), courier: text(d.courierName), trackingNumber: text(d.trackingNumber) }),
  DeliveryAttempted: (d) => ({
    orderId: text(d.orderId),
    orderNumber: num(d.orderNumber),
    attemptNumber: num(d.attemptNumber),
    outcome: text(d.outcome),
    cost: text(d.cost),
    collected: text(d.codCollected),
  }),
  OrderReturnStarted: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), reason: text(d.reason) }),
  OrderReturnReceived: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), items: count(d.items), returnCost: text(d.returnCost) }),
  // Edits before dispatch (ADR 067): the amounts before and after; the address itself is personal and left out.
  OrderItemsEdited: (d) => {
    const before = (d.before ?? {}) as Data;
    return {
      orderId: text(d.orderId),
      orderNumber: num(d.orderNumber),
      itemsBefore: count(before.items),
      items: count(d.items),
      piecesBefore: pieces(before.items),
      pieces: pieces(d.items),
      totalBefore: text(before.totalAmount),
      total: text(d.totalAmount),
    };
  },
  OrderAddressChanged: (d) => {
    const before = (d.before ?? {}) as Data;
    const after = (d.after ?? {}) as Data;
    return { orderId: text(d.orderId), orderNumber: num(d.orderNumber), cityBefore: text(before.shippingCity), city: text(after.shippingCity) };
  },
  CourierAdded: (d) => ({ name: text(d.name), deliveryCost: text(d.deliveryCost), returnCost: text(d.returnCost) }),
  CourierRevised: (d) => ({ name: text(d.name), deliveryCost: text(d.deliveryCost), returnCost: text(d.returnCost), active: d.active === true }),
  CodCollected: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), amount: text(d.amount), expected: text(d.expected) }),
  CodRemitted: (d) => ({ reference: text(d.reference), amount: text(d.amount), orders: count(d.orderIds) }),
  DamagedReturnRecorded: (d) => ({ orderId: text(d.orderId), quantity: num(d.quantity), remaining: num(d.remaining) }),
  // COD rules and standing (ADR 059): phone numbers and notes are left out.
  CodRulesChanged: (d) => ({
    minOrder: text(d.minOrder),
    maxOrder: text(d.maxOrder),
    maxOrderNewCustomer: text(d.maxOrderNewCustomer),
    emirates: count(d.unavailableEmirates),
    refusalLimit: num(d.refusalLimit),
  }),
  CodDeliveryCounted: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber) }),
  CodRefusalCounted: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber) }),
  PhoneRefusalCounted: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber) }),
  CodStatusSet: (d) => ({ userId: text(d.userId), status: text(d.status) }),
  CodCountsTaken: (d) => ({ deliveries: num(d.deliveries), refusals: num(d.refusals) }),
  PhoneRefusalsForgotten: (d) => ({ userId: text(d.userId) }),
  // Delivery terms and coupons (ADR 066).
  DeliveryTermsChanged: (d) => ({ zones: count(d.zones), freeDeliveryOver: text(d.freeDeliveryOver) }),
  CouponCreated: (d) => ({ code: text(d.code), kind: text(d.kind), value: text(d.value), active: d.active === true }),
  CouponChanged: (d) => ({ code: text(d.code), kind: text(d.kind), value: text(d.value), active: d.active === true }),
  CouponCodeClaimed: (d) => ({ code: text(d.code) }),
  CouponUsed: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), discount: text(d.discount) }),
  CouponUseReturned: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), discount: text(d.discount) }),
  CheckoutKeyUsed: (d) => ({ orderId: text(d.orderId) }),
  CustomerOrderCounted: (d) => ({ orderId: text(d.orderId) }),
  AdminNotified: (d) => ({ notice: text(d.kind), productId: text(d.productId), variantId: text(d.variantId), stock: num(d.stock) }),
  UserRegistered: (d) => ({ name: text(d.name), email: text(d.email), role: text(d.role) }),
  // The account's own events: the person is named by `userName` (the users read model's, added where the log is read).
  UserRoleChanged: (d) => ({ userId: text(d.userId), from: text(d.from), to: text(d.to) }),
  UserRenamed: (d) => ({ userId: text(d.userId), name: text(d.name) }),
  PasswordChanged: (d) => ({ userId: text(d.userId) }),
  ShopperNotificationsRead: (d) => ({ userId: text(d.userId), notifications: count(d.notificationIds) }),
  // An address book's events: the emirate only (the name, phone and lines are personal).
  AddressSaved: (d) => ({ userId: text(d.userId), addressId: text(d.addressId), city: text(d.city) }),
  AddressRevised: (d) => ({ userId: text(d.userId), addressId: text(d.addressId), city: text(d.city) }),
  DefaultAddressChosen: (d) => ({ userId: text(d.userId), addressId: text(d.addressId) }),
  AddressRemoved: (d) => ({ userId: text(d.userId), addressId: text(d.addressId) }),
  WishlistItemAdded: (d) => ({ userId: text(d.userId), productId: text(d.productId) }),
  WishlistItemRemoved: (d) => ({ userId: text(d.userId), productId: text(d.productId) }),
  // A review's stars, not its words (a shopper's own text) nor the name it was signed with.
  ReviewWritten: (d) => ({ userId: text(d.userId), productId: text(d.productId), rating: num(d.rating), withComment: typeof d.comment === 'string' && d.comment.trim() !== '' }),
  ReviewHidden: (d) => ({ userId: text(d.userId), productId: text(d.productId), rating: num(d.rating) }),
  ReviewRequested: (d) => ({ userId: text(d.userId), orderId: text(d.orderId), orderNumber: num(d.orderNumber), products: count(d.products) }),
  StockAlertRequested: (d) => ({ userId: text(d.userId), productId: text(d.productId), variantId: text(d.variantId) }),
  StockAlertCancelled: (d) => ({ userId: text(d.userId), productId: text(d.productId), variantId: text(d.variantId) }),
  StockAlertFired: (d) => ({ userId: text(d.userId), productId: text(d.productId), nameEn: text(d.productNameEn), nameAr: text(d.productNameAr), size: text(d.size), color: text(d.color) }),
  // Store credit: staff's note on goodwill credit is left out (it is about her).
  StoreCreditAdded: (d) => ({ userId: text(d.userId), amount: text(d.amount), source: text(d.source), creditNoteNumber: text(d.creditNoteNumber), balance: text(d.balance) }),
  StoreCreditSpent: (d) => ({ userId: text(d.userId), amount: text(d.amount), orderId: text(d.orderId), orderNumber: num(d.orderNumber), balance: text(d.balance) }),
  StoreCreditRestored: (d) => ({ userId: text(d.userId), amount: text(d.amount), orderId: text(d.orderId), orderNumber: num(d.orderNumber), balance: text(d.balance) }),
  EmailClaimed: (d) => ({ email: text(d.email) }),
  // Privacy (ADR 068): none of these holds personal data; a staff erasure's reason is staff's own words.
  PersonalDataErased: (d) => ({ userId: text(d.userId), by: text(d.by), reason: text(d.reason) }),
  EmailReleased: (d) => ({ userId: text(d.userId) }),
  MarketingConsentChanged: (d) => ({ userId: text(d.userId), consent: d.consent === true }),
  LogRewritten: (d) => ({ eventsSealed: num(d.eventsSealed), streamsRenamed: num(d.streamsRenamed), metadataCleared: num(d.metadataCleared) }),
  CategoryCreated: (d) => ({ nameEn: text(d.nameEn), nameAr: text(d.nameAr) }),
  CategoryRenamed: (d) => ({ nameEn: text(d.nameEn), nameAr: text(d.nameAr) }),
  CategoryDeleted: (d) => ({ categoryId: text(d.categoryId) }),
  ColourAdded: (d) => ({ key: text(d.key), nameEn: text(d.nameEn), nameAr: text(d.nameAr), hex: text(d.hex) }),
  ColourChanged: (d) => ({ key: text(d.key), nameEn: text(d.nameEn), nameAr: text(d.nameAr), hex: text(d.hex) }),
  CategoryNameClaimed: (d) => ({ name: text(d.name), language: text(d.language) }),
  CategoryNameReleased: (d) => ({ name: text(d.name), language: text(d.language) }),
  ProductFiled: (d) => ({ productId: text(d.productId), categoryId: text(d.categoryId) }),
  ProductUnfiled: (d) => ({ productId: text(d.productId), categoryId: text(d.categoryId) }),
  SlugClaimed: (d) => ({ slug: text(d.slug), scope: text(d.scope) }),
  ProductCreated: (d) => ({ nameEn: text(d.nameEn), nameAr: text(d.nameAr), variants: count(d.variants) }),
  ProductRevised: (d) => ({ nameEn: text(d.nameEn), nameAr: text(d.nameAr), variants: count(d.variants) }),
  ProductDeleted: (d) => ({ productId: text(d.productId) }),
  StockAdjusted: (d) => ({ productId: text(d.productId), variantId: text(d.variantId), stock: num(d.stock) }),
  StockAdjustmentMade: (d) => ({ productId: text(d.productId), variantId: text(d.variantId), change: num(d.change), reason: text(d.reason), stock: num(d.stock) }),
  StockReserved: (d) => ({ orderId: text(d.orderId), quantity: num(d.quantity), remaining: num(d.remaining), reason: text(d.reason), returnId: text(d.returnId) }),
  StockReleased: (d) => ({ orderId: text(d.orderId), quantity: num(d.quantity), remaining: num(d.remaining), reason: text(d.reason) }),
  BannerCreated: (d) => ({ titleEn: text(d.titleEn), titleAr: text(d.titleAr) }),
  BannerRevised: (d) => ({ titleEn: text(d.titleEn), titleAr: text(d.titleAr) }),
  BannerActivated: () => ({}),
  BannerDeactivated: () => ({}),
  BannerDeleted: () => ({}),
  PageWritten: (d) => ({ page: text(d.key) }),
  SettingChanged: (d) => ({ setting: text(d.key), value: text(d.value) }),
  // Tax invoices (ADR 067): the seller's details in short (names and TRN; the addresses are long texts).
  BusinessDetailsChanged: (d) => ({ legalNameEn: text(d.legalNameEn), legalNameAr: text(d.legalNameAr), trn: text(d.trn), vatRegistered: d.vatRegistered === true }),
  InvoiceIssued: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), invoiceNumber: text(d.invoiceNumber) }),
  DocumentNumberTaken: (d) => ({ kind: text(d.kind), number: text(d.number), subjectId: text(d.subjectId) }),
  // Returns and exchanges (ADR 067): notes are left out (they may hold what the shopper said).
  ReturnRequested: (d) => ({
    returnId: text(d.returnId),
    orderId: text(d.orderId),
    orderNumber: num(d.orderNumber),
    items: count(d.items),
    resolution: text(d.resolution),
    amount: text(d.amount),
  }),
  ReturnStatusChanged: (d) => ({
    returnId: text(d.returnId),
    orderId: text(d.orderId),
    orderNumber: num(d.orderNumber),
    from: text(d.from),
    to: text(d.to),
    refundMethod: text(d.refundMethod),
    exchangeOrderNumber: num(d.exchangeOrderNumber),
  }),
  CreditNoteIssued: (d) => ({ returnId: text(d.returnId), orderId: text(d.orderId), orderNumber: num(d.orderNumber), creditNoteNumber: text(d.creditNoteNumber) }),
  OrderItemsReturnRequested: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), returnId: text(d.returnId), items: count(d.items) }),
  OrderItemsReturnRejected: (d) => ({ orderId: text(d.orderId), orderNumber: num(d.orderNumber), returnId: text(d.returnId) }),
};

export function summarise(type: string, data: unknown): EventSummary {
  const summariser = Object.hasOwn(summarisers, type) ? summarisers[type] : undefined;
  if (!summariser) return { kind: 'other', params: { type } };
  const fields = data !== null && typeof data === 'object' ? (data as Data) : {};
  return { kind: type, params: summariser(fields) };
}
