import type { MessageKey } from "@/lib/i18n";
import type { PageInput } from "../types";

/** The server's limit on each text (services/content/schemas.ts). */
export const pageBodyMax = 3_000;

export type PageErrors = Partial<Record<keyof PageInput, MessageKey>>;

/** Every title and text is required, in both languages; a text holds at most 3,000 characters. */
export function validatePage(input: PageInput): PageErrors {
  const errors: PageErrors = {};
  if (!input.titleEn.trim()) errors.titleEn = "admin.pages.titleEnRequired";
  if (!input.titleAr.trim()) errors.titleAr = "admin.pages.titleArRequired";
  if (!input.bodyEn.trim()) errors.bodyEn = "admin.pages.bodyEnRequired";
  else if (input.bodyEn.trim().length > pageBodyMax) errors.bodyEn = "admin.pages.bodyTooLong";
  if (!input.bodyAr.trim()) errors.bodyAr = "admin.pages.bodyArRequired";
  else if (input.bodyAr.trim().length > pageBodyMax) errors.bodyAr = "admin.pages.bodyTooLong";
  return errors;
}
