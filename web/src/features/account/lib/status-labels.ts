import type { MessageKey } from "@/lib/i18n";
import { isLifecycleStatus } from "@/lib/order-status";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const labels = {
  placed: "account.status.placed",
  confirmed: "account.status.confirmed",
  packed: "account.status.packed",
  shipped: "account.status.shipped",
  delivered: "account.status.delivered",
  cancelled: "account.status.cancelled",
  returning: "account.status.returning",
  returned: "account.status.returned",
} as const satisfies Record<string, MessageKey>;

/**
 * A status's name for shoppers. The back office's status names load with its own texts, which a shopper's pages
 * never download, so the account area has its own. A status this client does not know shows as sent.
 */
export function statusLabel(status: string, t: Translate): string {
  return isLifecycleStatus(status) ? t(labels[status]) : status;
}
