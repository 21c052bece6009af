import type { MessageKey } from "@/lib/i18n";
import type { CategoryInput } from "../types";

export type CategoryErrors = Partial<Record<keyof CategoryInput, MessageKey>>;

export function validateCategory(values: CategoryInput): CategoryErrors {
  const errors: CategoryErrors = {};
  if (!values.nameEn.trim()) errors.nameEn = "admin.catalog.nameEnRequired";
  if (!values.nameAr.trim()) errors.nameAr = "admin.catalog.nameArRequired";
  return errors;
}

export function toCategoryInput(values: CategoryInput): CategoryInput {
  return { nameEn: values.nameEn.trim(), nameAr: values.nameAr.trim() };
}
