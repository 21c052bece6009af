import type { PageKey } from "@/lib/store-pages";

/** A text page as GET /api/admin/pages lists it: all six, with empty texts until written. */
export interface AdminPage {
  key: PageKey;
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
  updatedAt: string | null;
}

/** The body of PUT /api/admin/pages/:key. */
export type PageInput = Omit<AdminPage, "key" | "updatedAt">;
