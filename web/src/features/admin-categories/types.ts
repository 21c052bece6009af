import type { CategoryAnswer } from "@/lib/contracts";

/** A category as GET /api/admin/categories lists it; the slug is made by the server. */
export type Category = CategoryAnswer;

export interface CategoryInput {
  nameEn: string;
  nameAr: string;
}
