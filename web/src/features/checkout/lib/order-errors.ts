import type { MessageKey } from "@/lib/i18n";

/**
 * Refusals of an order shown in the shopper's language: the server's `message` is English, its `code` is stable and
 * its `params.limit` fills the text (an hourly refusal also says how long to wait). Other codes (a product out of
 * stock, with its name in both languages) read as the store's texts for them (messages/errors.*.ts).
 */
export const orderErrorCodes: Partial<Record<string, MessageKey>> = {
  line_quantity_limit: "checkout.lineQuantityLimit",
  order_quantity_limit: "checkout.orderQuantityLimit",
  order_rate_limit: "checkout.orderRateLimit",
  idempotency_key_reused: "checkout.keyReused",
};
