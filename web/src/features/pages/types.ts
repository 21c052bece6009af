import type { PageKey } from "@/lib/store-pages";

/** A text page as GET /api/pages/:key answers it; texts are empty until an admin writes the page. */
export interface StorePage {
  key: PageKey;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  updatedAt: string | null;
}
