import type { BannerAnswer } from "@/lib/contracts";
import type { BannerRequest } from "../../../../services/content/schemas.js";

/** A banner as GET /api/admin/banners lists it (inactive ones included), in showing order. */
export type Banner = BannerAnswer;

/** The body of POST /api/admin/banners and of a full PATCH; null subtitles remove them. */
export type BannerInput = BannerRequest;
