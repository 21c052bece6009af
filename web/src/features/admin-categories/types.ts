import type { AdminCategoryRowAnswer } from "@/lib/contracts";

/** A category as GET /api/admin/categories lists it, with its product count; the slug is made by the server. */
export type Category = AdminCategoryRowAnswer;

export interface CategoryInput {
  nameEn: string;
  nameAr: string;
}
