import { adminAr } from "./admin-ar";
import { adminEn } from "./admin-en";
import { registerAdminCatalogues } from "./translate";

/**
 * Imported (for its effect) by the admin layout's route module: the back office's texts arrive with the admin
 * chunks and are registered before any admin screen renders, so shoppers never download them.
 */
registerAdminCatalogues({ en: adminEn, ar: adminAr });
