import type { PluralMessage } from "../types";
import type { adminStockAlertsEn } from "./admin-stock-alerts.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type AdminStockAlertsCatalogue = { readonly [K in keyof typeof adminStockAlertsEn]: PluralMessage };

export const adminStockAlertsAr: AdminStockAlertsCatalogue = {
  "adminStockAlerts.waiting": {
    zero: "لا أحد في انتظار توفره",
    one: "متسوّقة واحدة في انتظار توفره",
    two: "متسوّقتان في انتظار توفره",
    few: "{count} متسوّقات في انتظار توفره",
    many: "{count} متسوّقةً في انتظار توفره",
    other: "{count} متسوّقة في انتظار توفره",
  },
};
