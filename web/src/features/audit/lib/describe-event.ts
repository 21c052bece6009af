import type { I18nContextValue } from "@/lib/i18n/locale-provider";
import type { MessageKey } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { isLifecycleStatus, isOrderStatus, orderStatusLabel } from "@/lib/order-status";
import type { AuditActor, LogEntry } from "../types";
import { orderEventLabels } from "@/lib/order-event-labels";
import { returnResolutionLabel, returnStatusLabel } from "@/lib/return-terms";
import { isErasedName } from "@/lib/erased-customer";
import { emirateNames } from "@/lib/emirates";

type Params = LogEntry["summary"]["params"];
type I18n = Pick<I18nContextValue, "t" | "locale">;

const known: readonly string[] = [
  "OrderPlaced",
  "OrderStatusChanged",
  "OrderDeleted",
  "CheckoutKeyUsed",
  "CustomerOrderCounted",
  "AdminNotified",
  "UserRegistered",
  "EmailClaimed",
  "PersonalDataErased",
  "EmailReleased",
  "MarketingConsentChanged",
  "LogRewritten",
  "PhoneRefusalsForgotten",
  "CategoryCreated",
  "CategoryRenamed",
  "CategoryDeleted",
  "ColourAdded",
  "ColourChanged",
  "CategoryNameClaimed",
  "CategoryNameReleased",
  "ProductFiled",
  "ProductUnfiled",
  "SlugClaimed",
  "ProductCreated",
  "ProductRevised",
  "ProductDeleted",
  "StockAdjusted",
  "StockAdjustmentMade",
  "StockReserved",
  "StockReleased",
  "DamagedReturnRecorded",
  "OrderCancelled",
  "ContactAttemptRecorded",
  "ShipmentAssigned",
  "DeliveryAttempted",
  "OrderReturnStarted",
  "OrderReturnReceived",
  "CourierAdded",
  "CourierRevised",
  "CodCollected",
  "CodRemitted",
  "CodRulesChanged",
  "CodDeliveryCounted",
  "CodRefusalCounted",
  "PhoneRefusalCounted",
  "CodStatusSet",
  "CodCountsTaken",
  "DeliveryTermsChanged",
  "CouponCreated",
  "CouponChanged",
  "CouponCodeClaimed",
  "CouponUsed",
  "CouponUseReturned",
  "BannerCreated",
  "BannerRevised",
  "BannerActivated",
  "BannerDeactivated",
  "BannerDeleted",
  "PageWritten",
  "SettingChanged",
  "BusinessDetailsChanged",
  "InvoiceIssued",
  "DocumentNumberTaken",
  "OrderItemsEdited",
  "OrderAddressChanged",
  "ReturnRequested",
  "ReturnStatusChanged",
  "CreditNoteIssued",
  "OrderItemsReturnRequested",
  "OrderItemsReturnRejected",
  "UserRoleChanged",
  "UserRenamed",
  "PasswordChanged",
  "ShopperNotificationsRead",
  "AddressSaved",
  "AddressRevised",
  "DefaultAddressChosen",
  "AddressRemoved",
  "WishlistItemAdded",
  "WishlistItemRemoved",
  "ReviewWritten",
  "ReviewHidden",
  "ReviewRequested",
  "StockAlertRequested",
  "StockAlertCancelled",
  "StockAlertFired",
  "StoreCreditAdded",
  "StoreCreditSpent",
  "StoreCreditRestored",
];

/** The event types the log's type filter offers: every type of the store's catalogue, each with its own sentence. */
export const knownEventTypes = known;

/**
 * The store's bookkeeping events, which the log leaves out unless the auditor asks for them ("Show internal
 * events"): the same list as the server's (services/audit/internal-events.ts, where each is explained).
 */
export const internalEventTypes: readonly string[] = [
  "CheckoutKeyUsed",
  "CustomerOrderCounted",
  "EmailClaimed",
  "EmailReleased",
  "SlugClaimed",
  "CategoryNameClaimed",
  "CategoryNameReleased",
  "CouponCodeClaimed",
  "DocumentNumberTaken",
  "StockReserved",
  "StockReleased",
  "CodDeliveryCounted",
  "CodRefusalCounted",
  "PhoneRefusalCounted",
];

const text = (value: Params[string] | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * A text from the log inside a sentence, set apart as its own direction run (Unicode first-strong isolate): an email
 * or a Latin name in an Arabic sentence, or the reverse, otherwise drags its neighbouring words out of order.
 */
export const isolate = (value: string) => (value ? `\u2068${value}\u2069` : value);

/**
 * One line saying what an event did, in the reader's language, from the kind and parameters the server sends.
 * Names stored in both languages are shown in the reader's; an order status is shown by its translated name. The
 * person a summary names (`userName`, from the users read model) and, where a sentence says who acted, the actor are
 * named as the log names them: an erased customer as "Erased customer".
 */
export function describeEvent(summary: LogEntry["summary"], i18n: I18n, actor?: AuditActor): string {
  const sentence = describe(summary, i18n, actor);
  // A sentence may open with a word that stands inside others ("the system ..."): its first letter is a capital.
  return i18n.locale === "en" ? sentence.replace(/^[a-z]/, (letter) => letter.toUpperCase()) : sentence;
}

function describe(summary: LogEntry["summary"], { t, locale }: I18n, actor: AuditActor | undefined): string {
  const p = summary.params;
  const inLocale = (en: string, ar: string) => isolate(text(locale === "ar" ? (p[ar] ?? p[en]) : (p[en] ?? p[ar])));
  const status = (value: Params[string] | undefined) => (isLifecycleStatus(value) ? t(orderStatusLabel[value]) : text(value));
  const term = (value: Params[string] | undefined, keys: Readonly<Record<string, MessageKey>>) =>
    typeof value === "string" && Object.hasOwn(keys, value) ? t(keys[value]!) : text(value);
  const money = (value: Params[string] | undefined) => (typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value) ? formatAmount(value) : text(value));
  if (!known.includes(summary.kind)) return t("audit.event.other", { type: isolate(text(p.type ?? summary.kind)) });
  const key = `audit.event.${summary.kind}` as MessageKey;
  const params: Record<string, string | number> = {};
  // Counts are formatted as numbers; an order's number is a name, written as it is (#1042, not #1,042).
  for (const [name, value] of Object.entries(p)) {
    if (name === "orderNumber") params[name] = text(value);
    else params[name] = typeof value === "number" ? value : isolate(text(value));
  }
  params.actor = actor ? actorName(actor, t) : t("audit.actor.system");
  params.user = personName(p.userName, t);
  switch (summary.kind) {
    case "OrderStatusChanged": {
      // A correction back, or a step reached again after one: the shopper was not told (absent in older entries).
      const which = p.correction === true ? "audit.event.OrderStatusChanged.corrected" : p.reachedBefore === true ? "audit.event.OrderStatusChanged.again" : key;
      return t(which, { ...params, from: status(p.from), to: status(p.to) });
    }
    case "OrderDeleted":
      return t(p.restocked ? "audit.event.OrderDeletedRestocked" : key, params);
    case "BusinessDetailsChanged":
      return t(p.vatRegistered === true ? key : "audit.event.BusinessDetailsChanged.notRegistered", {
        ...params,
        name: inLocale("legalNameEn", "legalNameAr"),
      });
    case "PersonalDataErased":
      if (p.by === "staff") return t("audit.event.PersonalDataErased.staff", params);
      return t(p.by === "retention" ? "audit.event.PersonalDataErased.retention" : key, params);
    case "MarketingConsentChanged":
      return t(p.consent === true ? key : "audit.event.MarketingConsentChanged.off", params);
    case "DocumentNumberTaken":
      return t(p.kind === "credit_note" ? "audit.event.DocumentNumberTaken.creditNote" : key, params);
    case "CategoryCreated":
    case "CategoryRenamed":
    case "ColourAdded":
    case "ColourChanged":
    case "ProductCreated":
    case "ProductRevised":
      return t(key, { ...params, name: inLocale("nameEn", "nameAr") });
    case "StockAdjustmentMade":
      return t(key, { ...params, reason: reasonName(p.reason, t), change: typeof p.change === "number" && p.change > 0 ? `+${p.change}` : text(p.change) });
    case "StockReserved":
      // Version 1 (no reason) was written only for placed orders: the plain sentence.
      if (p.reason === "order_edited") return t("audit.event.StockReserved.order_edited", params);
      if (p.reason === "exchange") return t("audit.event.StockReserved.exchange", params);
      return t(key, params);
    case "StockReleased":
      // Version 1 (no reason) was written only for deleted orders: the plain sentence.
      if (p.reason === "order_cancelled") return t("audit.event.StockReleased.order_cancelled", params);
      if (p.reason === "returned_to_origin") return t("audit.event.StockReleased.returned_to_origin", params);
      if (p.reason === "customer_return") return t("audit.event.StockReleased.customer_return", params);
      if (p.reason === "order_edited") return t("audit.event.StockReleased.order_edited", params);
      return t(key, params);
    case "OrderCancelled":
      return t(key, { ...params, reason: term(p.reason, codTerms.cancelReason), by: term(p.by, codTerms.by) });
    case "ContactAttemptRecorded":
      return t(key, { ...params, outcome: term(p.outcome, codTerms.contact) });
    case "DeliveryAttempted":
      return t(key, { ...params, outcome: term(p.outcome, codTerms.delivery) });
    case "OrderReturnStarted":
      return t(key, { ...params, reason: term(p.reason, codTerms.returnReason) });
    case "OrderItemsEdited": {
      // Lines and pieces, each with its own plural form: "1 line, 3 items → 2 lines, 4 items".
      const counted = (lines: Params[string] | undefined, pieces: Params[string] | undefined) => {
        const lineText = t("audit.count.lines", { count: typeof lines === "number" ? lines : 0 });
        return typeof pieces === "number" ? t("audit.count.linesAndItems", { lines: lineText, items: t("audit.count.items", { count: pieces }) }) : lineText;
      };
      return t(key, {
        ...params,
        before: counted(p.itemsBefore, p.piecesBefore),
        after: counted(p.items, p.pieces),
        totalBefore: money(p.totalBefore),
        total: money(p.total),
      });
    }
    // Its pieces, with the plural form their number takes in the reader's language.
    case "OrderPlaced":
      return t(key, { ...params, count: typeof p.items === "number" ? p.items : 0 });
    case "CourierRevised":
      return t(p.active === false ? "audit.event.CourierRevised.inactive" : key, params);
    case "CodCollected":
      return t(p.amount !== p.expected && p.expected ? "audit.event.CodCollected.discrepancy" : key, {
        ...params,
        amount: money(p.amount),
        expected: money(p.expected),
      });
    case "CodRemitted":
      return t(key, { ...params, amount: money(p.amount) });
    case "CodRulesChanged": {
      const limit = (value: Params[string] | undefined) => (value === null || value === undefined || value === "" ? t("audit.event.CodRulesChanged.none") : money(value));
      return t(key, {
        ...params,
        minOrder: limit(p.minOrder),
        maxOrder: limit(p.maxOrder),
        maxOrderNewCustomer: limit(p.maxOrderNewCustomer),
        refusalLimit: p.refusalLimit === null || p.refusalLimit === undefined ? t("audit.event.CodRulesChanged.none") : text(p.refusalLimit),
      });
    }
    case "DeliveryTermsChanged":
      return t(p.freeDeliveryOver ? key : "audit.event.DeliveryTermsChanged.noThreshold", { ...params, freeDeliveryOver: money(p.freeDeliveryOver) });
    case "CouponCreated":
    case "CouponChanged": {
      const value = p.kind === "percent" ? `${text(p.value)}%` : p.kind === "amount" ? money(p.value) : t("audit.coupon.freeDelivery");
      return t(p.active === false ? (`${key}.inactive` as MessageKey) : key, { ...params, value });
    }
    case "CouponUsed":
    case "CouponUseReturned":
      return t(key, { ...params, discount: money(p.discount) });
    // Returns (ADR 067): statuses and resolutions in the shopper's words, the amount as money.
    case "ReturnRequested":
      return t(key, { ...params, resolution: term(p.resolution, returnResolutionLabel), amount: money(p.amount) });
    case "ReturnStatusChanged":
      return t(key, { ...params, from: term(p.from, returnStatusLabel), to: term(p.to, returnStatusLabel) });
    case "CodStatusSet":
      return t(key, { ...params, status: term(p.status, codTerms.codStatus) });
    case "BannerCreated":
    case "BannerRevised":
      return t(key, { ...params, title: inLocale("titleEn", "titleAr") });
    // A person's account: erased, her name and email read "" (the log keeps no other).
    case "UserRegistered":
      return isErasedName(text(p.name)) ? t("audit.event.UserRegistered.erased", { name: t("erasure.erasedCustomer") }) : t(key, params);
    case "EmailClaimed":
      return isErasedName(text(p.email)) ? t("audit.event.EmailClaimed.erased", { who: t("erasure.erasedCustomer") }) : t(key, params);
    case "UserRenamed":
      return isErasedName(text(p.name)) ? t("audit.event.UserRenamed.erased", { who: t("erasure.erasedCustomer") }) : t(key, params);
    case "UserRoleChanged":
      if (p.to === "auditor" || p.to === "admin" || p.to === "customer") return t(`audit.event.UserRoleChanged.${p.to}`, params);
      return t(key, { ...params, from: roleName(text(p.from), t), to: roleName(text(p.to), t) });
    case "AddressSaved":
    case "AddressRevised":
      return t(key, { ...params, city: term(p.city, emirateNames) });
    case "ReviewWritten":
      return t(p.withComment === true ? key : "audit.event.ReviewWritten.noComment", params);
    case "StockAlertFired":
      return t(key, { ...params, product: inLocale("nameEn", "nameAr") });
    case "StoreCreditAdded":
      return t(p.source === "goodwill" ? "audit.event.StoreCreditAdded.goodwill" : key, { ...params, amount: money(p.amount), balance: money(p.balance) });
    case "StoreCreditSpent":
    case "StoreCreditRestored":
      return t(key, { ...params, amount: money(p.amount), balance: money(p.balance) });
    default:
      return t(key, params);
  }
}

/**
 * The person an event is about, by the name the users read model has for her today: "Erased customer" once she was
 * erased (her name reads ""), "an account" when the read model has no such id.
 */
function personName(name: Params[string] | undefined, t: I18n["t"]): string {
  if (typeof name !== "string") return t("audit.subject.unknown");
  return isErasedName(name) ? t("erasure.erasedCustomer") : isolate(name);
}

/** Who acted, in a sentence: the name (or email) alone; a visitor, the system or an erased customer by that word. */
export function actorName(actor: AuditActor, t: I18n["t"]): string {
  if (actor.role === "visitor") return t("audit.actor.visitor");
  if (actor.role === "customer" && !actor.email && !actor.name) return t("erasure.erasedCustomer");
  const known = actor.name || actor.email;
  if (actor.role === "system" || !known) return known ? isolate(known) : t("audit.actor.system");
  return isolate(known);
}

/** The words of ADR 057's events, named by the back office's texts (the same the order page uses). */
const codTerms = {
  cancelReason: {
    customer_request: "adminCod.cancelReason.customer_request",
    unreachable: "adminCod.cancelReason.unreachable",
    out_of_stock: "adminCod.cancelReason.out_of_stock",
    suspected_fraud: "adminCod.cancelReason.suspected_fraud",
    other: "adminCod.cancelReason.other",
    unconfirmed: "adminCod.cancelReason.unconfirmed",
  },
  by: { shopper: "adminCod.cancelledBy.shopper", staff: "adminCod.cancelledBy.staff", system: "adminCod.cancelledBy.system" },
  codStatus: { auto: "audit.codStatus.auto", allowed: "audit.codStatus.allowed", blocked: "audit.codStatus.blocked" },
  contact: {
    confirmed: "adminCod.contact.confirmed",
    no_answer: "adminCod.contact.no_answer",
    call_back: "adminCod.contact.call_back",
    wrong_number: "adminCod.contact.wrong_number",
    cancel_requested: "adminCod.contact.cancel_requested",
  },
  delivery: {
    delivered: "adminCod.delivery.delivered",
    not_home: "adminCod.delivery.not_home",
    refused: "adminCod.delivery.refused",
    wrong_address: "adminCod.delivery.wrong_address",
    postponed: "adminCod.delivery.postponed",
  },
  returnReason: { refused: "adminCod.returnReason.refused", undeliverable: "adminCod.returnReason.undeliverable" },
} as const satisfies Record<string, Record<string, MessageKey>>;

const reasonKeys: Record<string, MessageKey> = {
  received: "adminStock.reason.received",
  returned: "adminStock.reason.returned",
  damaged: "adminStock.reason.damaged",
  correction: "adminStock.reason.correction",
};

/** A stock adjustment's reason in the reader's language; a reason added later shows as recorded. */
function reasonName(reason: Params[string] | undefined, t: I18n["t"]): string {
  const key = typeof reason === "string" ? reasonKeys[reason] : undefined;
  return key ? t(key) : text(reason);
}

const roleKeys: Record<string, MessageKey> = {
  admin: "role.admin",
  customer: "role.customer",
  auditor: "role.auditor",
  visitor: "role.visitor",
  system: "role.system",
};

export function roleName(role: string, t: I18n["t"]): string {
  return roleKeys[role] ? t(roleKeys[role]) : role;
}

/** Who acted: name, email and the role they acted in; a visitor or the system by that word. */
export function describeActor(actor: AuditActor, t: I18n["t"]): string {
  if (actor.role === "visitor") return t("audit.actor.visitor");
  // A shopper whose personal data was erased: the users read model keeps neither her name nor her email.
  if (actor.role === "customer" && !actor.email && !actor.name) return t("erasure.erasedCustomer");
  if (actor.role === "system" || !actor.email) return actor.name ?? t("audit.actor.system");
  const role = roleName(actor.role, t);
  const email = isolate(actor.email);
  return actor.name ? t("audit.actor.named", { name: isolate(actor.name), email, role }) : t("audit.actor.email", { email, role });
}

/** An order event's title and, for a status change, its two statuses; the data is read defensively (the log's own). */
export function describeOrderEvent(type: string, data: unknown): { label: MessageKey | null; change: { from: string; to: string } | null } {
  const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const change =
    type === "OrderStatusChanged" && isOrderStatus(fields.from) && isOrderStatus(fields.to) ? { from: fields.from, to: fields.to } : null;
  const label = type === "OrderStatusChanged" && fields.correction === true ? "adminOrders.history.OrderStatusCorrected" : (orderEventLabels[type] ?? null);
  return { label, change };
}
