import type { AdminCatalogue } from "../catalogue";
import type { adminColoursEn } from "./admin-colours.en";

/** The store's managed colours in Arabic, key for key with `admin-colours.en.ts`. */
export const adminColoursAr: Pick<AdminCatalogue, keyof typeof adminColoursEn> = {
  "admin.nav.colours": "الألوان",
  "adminColours.title": "الألوان",
  "adminColours.add": "إضافة لون",
  "adminColours.addButton": "أضف اللون",
  "adminColours.nameEn": "الاسم بالإنجليزية",
  "adminColours.nameAr": "الاسم بالعربية",
  "adminColours.hex": "العيّنة (#rrggbb)",
  "adminColours.pick": "اختاري العيّنة",
  "adminColours.edit": "تعديل {name}",
  "adminColours.cancel": "إلغاء",
  "adminColours.save": "حفظ اللون",
  "adminColours.saved": "حُفظ اللون",
  "adminColours.added": "أُضيف اللون",
  "adminColours.loading": "جارٍ تحميل الألوان...",
  "adminColours.loadFailed": "تعذّر تحميل الألوان.",
};
