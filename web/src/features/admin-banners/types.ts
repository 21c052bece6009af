/** A banner as GET /api/admin/banners lists it (inactive ones included), in showing order. */
export interface Banner {
  id: string;
  titleEn: string;
  titleAr: string;
  subtitleEn: string | null;
  subtitleAr: string | null;
  /** An http(s) address or the server's /api/media/… address of an uploaded image. */
  imageUrl: string;
  isActive: boolean;
  position: number;
}

/** The body of POST /api/admin/banners and of a full PATCH; null subtitles remove them. */
export type BannerInput = Omit<Banner, "id">;
