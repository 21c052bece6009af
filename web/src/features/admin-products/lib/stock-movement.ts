import type { MessageKey } from "@/lib/i18n";
import type { StockMovement } from "../api/stock";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Why a variant's stock moved, in the reader's language, naming the order behind it. */
export function reasonOf(movement: StockMovement, t: Translate): string {
  // Order numbers read as written on the order ("#1042"), not as a quantity ("1,042").
  const orderNumber = movement.orderNumber === null ? "?" : String(movement.orderNumber);
  if (movement.reason === "damaged_return") {
    return t("adminStock.reason.damaged_return", { number: orderNumber, quantity: movement.note ?? "?" });
  }
  if (movement.reason === "exchange") {
    // The exchange order exists (and has a number) only once the exchange is completed: until then, the return's order.
    const returned = movement.exchangeOf?.orderNumber;
    const number = returned === null || returned === undefined ? "?" : String(returned);
    return movement.orderNumber === null
      ? t("adminStock.reason.exchange", { number })
      : t("adminStock.reason.exchange_placed", { number, exchange: orderNumber });
  }
  if (movement.reason === "order_edited" && movement.change < 0) {
    return t("adminStock.reason.order_edited_taken", { number: orderNumber });
  }
  if (movement.reason === "order_placed" || movement.reason === "order_deleted" || movement.reason === "order_cancelled" || movement.reason === "returned_to_origin" || movement.reason === "order_edited" || movement.reason === "customer_return") {
    return t(`adminStock.reason.${movement.reason}`, { number: orderNumber });
  }
  return t(`adminStock.reason.${movement.reason}`);
}

/**
 * The order a movement's reason names, when it exists: the movement's own order, or for an exchange's units not yet
 * placed, the order the return is of (the exchange order's page would not be found).
 */
export function linkedOrderOf(movement: StockMovement): string | null {
  if (movement.orderId && movement.orderNumber !== null) return movement.orderId;
  const returned = movement.exchangeOf;
  return returned && returned.orderNumber !== null ? returned.orderId : null;
}

