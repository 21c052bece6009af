import type { MessageKey } from "@/lib/i18n";

/**
 * An erased person's personal fields read "" (nullable ones null) in every answer (her name, email, phone, address):
 * a screen shows the catalogue's "Erased customer" where her name was, and "-" for the other fields. A name is
 * never empty otherwise (every form requires one).
 */
export const isErasedName = (name: string | null | undefined): boolean => name !== null && name !== undefined && name.trim() === "";

/** Her name as a screen shows it: the catalogue's marker once she was erased. */
export function customerName(name: string, t: (key: MessageKey) => string): string {
  return isErasedName(name) ? t("erasure.erasedCustomer") : name;
}

/** Another personal field (email, phone, address line) as a screen shows it: "-" once erased. */
export const personalField = (value: string | null | undefined): string => (value && value.trim() ? value : "-");
