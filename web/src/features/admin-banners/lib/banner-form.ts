import type { MessageKey } from "@/lib/i18n";
import type { Banner, BannerInput } from "../types";

/** The dialog's fields as typed; subtitles are text here and null in the request when left blank. */
export interface BannerDraft {
  titleEn: string;
  titleAr: string;
  subtitleEn: string;
  subtitleAr: string;
  imageUrl: string;
  position: number;
  isActive: boolean;
}

export type BannerErrors = Partial<Record<"titleEn" | "titleAr" | "imageUrl" | "position", MessageKey>>;

export function bannerDraft(banner: Banner | null): BannerDraft {
  return {
    titleEn: banner?.titleEn ?? "",
    titleAr: banner?.titleAr ?? "",
    subtitleEn: banner?.subtitleEn ?? "",
    subtitleAr: banner?.subtitleAr ?? "",
    imageUrl: banner?.imageUrl ?? "",
    position: banner?.position ?? 0,
    isActive: banner?.isActive ?? true,
  };
}

/** Spec §5, Banner: both titles and the image are required; the position is a whole number of 0 or more. */
export function validateBanner(draft: BannerDraft): BannerErrors {
  const errors: BannerErrors = {};
  if (!draft.titleEn.trim()) errors.titleEn = "admin.banners.titleEnRequired";
  if (!draft.titleAr.trim()) errors.titleAr = "admin.banners.titleArRequired";
  if (!draft.imageUrl.trim()) errors.imageUrl = "admin.catalog.imageRequired";
  if (!Number.isInteger(draft.position) || draft.position < 0) errors.position = "admin.catalog.positionInvalid";
  return errors;
}

export function toBannerInput(draft: BannerDraft): BannerInput {
  return {
    titleEn: draft.titleEn.trim(),
    titleAr: draft.titleAr.trim(),
    subtitleEn: draft.subtitleEn.trim() || null,
    subtitleAr: draft.subtitleAr.trim() || null,
    imageUrl: draft.imageUrl.trim(),
    position: draft.position,
    isActive: draft.isActive,
  };
}
