import type { AdminCatalogue } from "../catalogue";
import type { adminCategoriesCountEn } from "./admin-categories-count.en";

/** عدد منتجات كل فئة في لوحة الإدارة، وقبل حذف لا يمكن إتمامه. */
export const adminCategoriesCountAr: Pick<AdminCatalogue, keyof typeof adminCategoriesCountEn> = {
  "admin.categories.colProducts": "المنتجات",
  "admin.categories.productCount": {
    zero: "لا توجد منتجات",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },
  "admin.categories.deleteBlocked": "يمكن حذفها بعد أن تخلو من المنتجات",
  "admin.categories.hasProducts": {
    zero: "لا توجد منتجات في «{name}»، ويمكن حذفها.",
    one: "لا تزال «{name}» تضم منتجًا واحدًا. انقله إلى فئة أخرى أو احذفه أولًا، ثم يمكن حذف الفئة.",
    two: "لا تزال «{name}» تضم منتجين. انقلهما إلى فئة أخرى أو احذفهما أولًا، ثم يمكن حذف الفئة.",
    few: "لا تزال «{name}» تضم {count} منتجات. انقلها إلى فئة أخرى أو احذفها أولًا، ثم يمكن حذف الفئة.",
    many: "لا تزال «{name}» تضم {count} منتجًا. انقلها إلى فئة أخرى أو احذفها أولًا، ثم يمكن حذف الفئة.",
    other: "لا تزال «{name}» تضم {count} منتج. انقلها إلى فئة أخرى أو احذفها أولًا، ثم يمكن حذف الفئة.",
  },
};
