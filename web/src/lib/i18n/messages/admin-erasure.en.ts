import type { Message } from "../types";

/** The customer page's "Erase personal data" action. Merged by `admin-en.ts`. */
export const adminErasureEn = {
  "admin.erasure.title": "Erase personal data",
  "admin.erasure.note":
    "Erases this customer's name, email, phones, addresses and notes for good and signs her out. Her orders keep their numbers and amounts.",
  "admin.erasure.open": "Erase personal data",
  "admin.erasure.confirmTitle": "Erase {name}'s personal data for good?",
  "admin.erasure.reason": "Reason (recorded with the erasure)",
  "admin.erasure.reasonRequired": "Give the reason for erasing this account",
  "admin.erasure.keep": "Cancel",
  "admin.erasure.confirm": "Erase for good",
  "admin.erasure.erasing": "Erasing…",
  "admin.erasure.done": "The customer's personal data was erased",
  "admin.erasure.failed": "The personal data could not be erased.",
  "admin.erasure.staffAccount": "A staff account cannot be erased; give it the customer role first.",
  "admin.erasure.ownAccount": "You cannot erase your own account.",
  "admin.erasure.alreadyErased": "This customer was erased already.",
  "admin.erasure.erased": "Personal data erased",
} as const satisfies Record<string, Message>;
