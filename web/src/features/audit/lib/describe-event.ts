import type { I18nContextValue } from "@/lib/i18n/locale-provider";
import type { MessageKey } from "@/lib/i18n";
import { isOrderStatus, orderStatusLabel } from "@/lib/order-status";
import type { AuditActor, LogEntry } from "../types";

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
  "CategoryCreated",
  "CategoryRenamed",
  "CategoryDeleted",
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
  "BannerCreated",
  "BannerRevised",
  "BannerActivated",
  "BannerDeactivated",
  "BannerDeleted",
  "PageWritten",
  "SettingChanged",
];

/** The event types the log's type filter offers: the ones this page can describe. */
export const knownEventTypes = known;

const text = (value: Params[string] | undefined) => (value === null || value === undefined ? "" : String(value));

/**
 * A text from the log inside a sentence, set apart as its own direction run (Unicode first-strong isolate): an email
 * or a Latin name in an Arabic sentence, or the reverse, otherwise drags its neighbouring words out of order.
 */
export const isolate = (value: string) => (value ? `\u2068${value}\u2069` : value);

/**
 * One line saying what an event did, in the reader's language, from the kind and parameters the server sends.
 * Names stored in both languages are shown in the reader's; an order status is shown by its translated name.
 */
export function describeEvent(summary: LogEntry["summary"], { t, locale }: I18n): string {
  const p = summary.params;
  const inLocale = (en: string, ar: string) => isolate(text(locale === "ar" ? (p[ar] ?? p[en]) : (p[en] ?? p[ar])));
  const status = (value: Params[string] | undefined) => (isOrderStatus(value) ? t(orderStatusLabel[value]) : text(value));
  if (!known.includes(summary.kind)) return t("audit.event.other", { type: isolate(text(p.type ?? summary.kind)) });
  const key = `audit.event.${summary.kind}` as MessageKey;
  const params: Record<string, string | number> = {};
  // Counts are formatted as numbers; an order's number is a name, written as it is (#1042, not #1,042).
  for (const [name, value] of Object.entries(p)) {
    if (name === "orderNumber") params[name] = text(value);
    else params[name] = typeof value === "number" ? value : isolate(text(value));
  }
  switch (summary.kind) {
    case "OrderStatusChanged":
      return t(key, { ...params, from: status(p.from), to: status(p.to) });
    case "OrderDeleted":
      return t(p.restocked ? "audit.event.OrderDeletedRestocked" : key, params);
    case "CategoryCreated":
    case "CategoryRenamed":
    case "ProductCreated":
    case "ProductRevised":
      return t(key, { ...params, name: inLocale("nameEn", "nameAr") });
    case "StockAdjustmentMade":
      return t(key, { ...params, reason: reasonName(p.reason, t), change: typeof p.change === "number" && p.change > 0 ? `+${p.change}` : text(p.change) });
    case "BannerCreated":
    case "BannerRevised":
      return t(key, { ...params, title: inLocale("titleEn", "titleAr") });
    default:
      return t(key, params);
  }
}

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
  if (actor.role === "system" || !actor.email) return actor.name ?? t("audit.actor.system");
  const role = roleName(actor.role, t);
  const email = isolate(actor.email);
  return actor.name ? t("audit.actor.named", { name: isolate(actor.name), email, role }) : t("audit.actor.email", { email, role });
}

const orderEventLabels: Record<string, MessageKey> = {
  OrderPlaced: "adminOrders.history.OrderPlaced",
  OrderStatusChanged: "adminOrders.history.OrderStatusChanged",
  OrderDeleted: "adminOrders.history.OrderDeleted",
};

/** An order event's title and, for a status change, its two statuses; the data is read defensively (the log's own). */
export function describeOrderEvent(type: string, data: unknown): { label: MessageKey | null; change: { from: string; to: string } | null } {
  const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const change =
    type === "OrderStatusChanged" && isOrderStatus(fields.from) && isOrderStatus(fields.to) ? { from: fields.from, to: fields.to } : null;
  return { label: orderEventLabels[type] ?? null, change };
}
