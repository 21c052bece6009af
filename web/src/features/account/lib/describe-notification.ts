import type { Formatters, MessageKey } from "@/lib/i18n";
import { isLifecycleStatus } from "@/lib/order-status";
import type { AccountNotification } from "../types";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const orderStatusTexts = {
  placed: "account.notifications.orderStatus.placed",
  confirmed: "account.notifications.orderStatus.confirmed",
  packed: "account.notifications.orderStatus.packed",
  shipped: "account.notifications.orderStatus.shipped",
  delivered: "account.notifications.orderStatus.delivered",
  cancelled: "account.notifications.orderStatus.cancelled",
  returning: "account.notifications.orderStatus.returning",
  returned: "account.notifications.orderStatus.returned",
} as const satisfies Record<string, MessageKey>;

export interface DescribedNotification {
  text: string;
  /** The page it is about, when there is one. */
  to: string | null;
}

/**
 * A notification in the reader's language, from its kind and values (the server stores no text). A kind this client
 * does not know yet still reads as something, rather than as nothing.
 */
export function describeNotification(
  notification: Pick<AccountNotification, "kind" | "params">,
  t: Translate,
  format: Formatters,
): DescribedNotification {
  const { kind, params } = notification;
  if (kind === "order-status" && isLifecycleStatus(params.status) && typeof params.orderId === "string") {
    return {
      text: t(orderStatusTexts[params.status], {
        number: String(params.orderNumber),
        amount: format.price(params.totalAmount ?? 0),
      }),
      to: `/account/orders/${params.orderId}`,
    };
  }
  if (kind === "order-edited" && typeof params.orderId === "string") {
    // Staff changed her order's items before it was packed (ADR 067): the new total and the one before.
    return {
      text: t("notifications.orderEdited", {
        number: String(params.orderNumber),
        total: format.price(params.totalAmount ?? 0),
        before: format.price(params.totalBefore ?? 0),
      }),
      to: `/account/orders/${params.orderId}`,
    };
  }
  if (kind === "back-in-stock" && typeof params.slug === "string") {
    // The product's name in the reader's language, and the size she waited for (none for a product in one size).
    const arabic = t("error.valueLanguage") === "ar";
    const product = String((arabic ? params.productNameAr : params.productNameEn) || params.productNameEn || "");
    const variant = [params.size, params.color].filter((part) => part !== undefined && part !== "").join(" · ");
    return {
      text: variant
        ? t("account.notifications.backInStock", { product, variant })
        : t("account.notifications.backInStockOneSize", { product }),
      to: `/product/${encodeURIComponent(params.slug)}`,
    };
  }
  if (kind === "review-request" && typeof params.slug === "string") {
    // Some days after her delivery: the first product to rate, in the reader's language, and its review section.
    const arabic = t("error.valueLanguage") === "ar";
    const product = String((arabic ? params.productNameAr : params.productNameEn) || params.productNameEn || "");
    const several = Number(params.count ?? 1) > 1;
    return {
      text: t(several ? "account.notifications.reviewRequestSeveral" : "account.notifications.reviewRequest", {
        number: String(params.orderNumber),
        product,
      }),
      to: `/product/${encodeURIComponent(params.slug)}#reviews`,
    };
  }
  return { text: t("account.notifications.unknown"), to: null };
}
