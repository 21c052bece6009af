import type { Message } from "../types";

/** The retention rules' setting in the back office: years an inactive customer's personal data is kept. */
export const adminRetentionEn = {
  "admin.settings.retentionYears": "Years to keep an inactive customer's personal data",
  "admin.settings.retentionYearsHint":
    "A customer with no order and no sign-in for this many years has her personal data erased by the store, once a day. Her orders and their amounts stay.",
  "admin.settings.retentionYearsInvalid": "Enter a whole number from 1 to 20",
  "admin.settings.retentionSaved": "Retention saved",
  "admin.settings.retentionSave": "Save retention",
  "admin.settings.retentionSaving": "Saving...",
} as const satisfies Record<string, Message>;
