import type { SettingsAnswer } from "@/lib/contracts";

/** GET /api/admin/settings: the store's one setting, the COD fee as a decimal string ("15.00"). */
export type StoreSettings = SettingsAnswer;
