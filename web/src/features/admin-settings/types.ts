import type { AdminSettingsAnswer } from "@/lib/contracts";

/** GET /api/admin/settings: the COD fee as a decimal string ("15.00"), and the COD life's two whole numbers. */
export type StoreSettings = AdminSettingsAnswer;
