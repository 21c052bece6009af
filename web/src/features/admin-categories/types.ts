/** A category as GET /api/admin/categories lists it; the slug is made by the server. */
export interface Category {
  id: string;
  nameEn: string;
  nameAr: string;
  slug: string;
}

export interface CategoryInput {
  nameEn: string;
  nameAr: string;
}
