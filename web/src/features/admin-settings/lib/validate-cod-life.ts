import type { MessageKey } from "@/lib/i18n";

/** A whole number within bounds as typed, or null: the same bounds the server keeps (services/settings/schemas.ts). */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

export const unconfirmedHours = (text: string) => wholeNumberIn(text, 0, 720);
export const deliveryAttempts = (text: string) => wholeNumberIn(text, 1, 10);

export function validateCodLife(hours: string, attempts: string): { hours: MessageKey | null; attempts: MessageKey | null } {
  return {
    hours: unconfirmedHours(hours) === null ? "admin.settings.unconfirmedCancelHoursInvalid" : null,
    attempts: deliveryAttempts(attempts) === null ? "admin.settings.maxDeliveryAttemptsInvalid" : null,
  };
}
