import type { BannerAnswer } from "@/lib/contracts";

/** A banner as GET /api/admin/banners lists it (inactive ones included), in showing order. */
export type Banner = BannerAnswer;

/** The body of POST /api/admin/banners and of a full PATCH; null subtitles remove them. */
export type BannerInput = Omit<Banner, "id">;
