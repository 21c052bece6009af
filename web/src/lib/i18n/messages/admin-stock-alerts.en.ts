import type { Message } from "../types";

/** How many shoppers wait for a sold-out variant, under its stock in the product form (ADR 060). Merged by `admin-en.ts`. */
export const adminStockAlertsEn = {
  "adminStockAlerts.waiting": {
    one: "{count} shopper waits for it to be back",
    other: "{count} shoppers wait for it to be back",
  },
} as const satisfies Record<string, Message>;
