import type { Message } from "../types";

/**
 * Erasure of a person (the right to be forgotten): her "Delete my account" section, the notice after it, and the
 * marker every screen shows where an erased customer's name was. Merged by `en.ts`.
 */
export const erasureEn = {
  "erasure.erasedCustomer": "Erased customer",
  "erasure.title": "Delete my account",
  "erasure.note":
    "Your name, email, phone numbers, addresses, notes and the name on your reviews are erased for good, and you are signed out everywhere. You cannot undo this.",
  "erasure.password": "Your password",
  "erasure.passwordRequired": "Enter your password to delete your account",
  "erasure.wrongPassword": "The password is not right",
  "erasure.open": "Delete my account",
  "erasure.confirmTitle": "Delete your account for good?",
  "erasure.confirmErased": "Erased: your name, email, phone numbers, delivery addresses, address book, notes and the name on your reviews.",
  "erasure.confirmKept":
    "Kept without your name: your order numbers, items, amounts and dates, as the UAE's tax law requires; your reviews' stars and text stay without your name.",
  "erasure.confirmAfter": "You will be signed out, and this email can open a new account later.",
  "erasure.keep": "Keep my account",
  "erasure.confirm": "Delete for good",
  "erasure.deleting": "Deleting…",
  "erasure.done": "Your account was deleted",
  "erasure.doneNote": "Your personal data is erased. Thank you for shopping with us.",
  "erasure.failed": "Your account could not be deleted. Please try again.",
  "erasure.staffAccount": "A staff account cannot be deleted here; ask another admin to give it the customer role first.",
} as const satisfies Record<string, Message>;
