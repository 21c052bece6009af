import type { Message } from "../types";

/** The seller's details on tax invoices, in the back office's settings. */
export const adminBusinessEn = {
  "business.title": "Seller details on invoices",
  "business.description":
    "The legal name and address printed on every tax invoice, in English and Arabic, with the Tax Registration Number (TRN). Prices include 5% VAT. Invoices already issued keep the details they were issued with.",
  "business.legalNameEn": "Legal name (English)",
  "business.legalNameAr": "Legal name (Arabic)",
  "business.addressEn": "Address (English)",
  "business.addressAr": "Address (Arabic)",
  "business.vatRegistered": "The shop is VAT-registered (its invoices are tax invoices with 5% VAT)",
  "business.trn": "TRN (Tax Registration Number)",
  "business.trnHint": "15 digits. Leave empty if the shop is not VAT-registered.",
  "business.save": "Save details",
  "business.saving": "Saving...",
  "business.saved": "Seller details saved",
  "business.reset": "Undo changes",
  "business.fix": "Please correct the highlighted fields.",
  "business.loading": "Loading the seller details...",
  "business.loadFailed": "The seller details could not be loaded.",
  "business.error.legalNameEn": "Enter the legal name in English",
  "business.error.legalNameAr": "Enter the legal name in Arabic",
  "business.error.addressEn": "Enter the address in English",
  "business.error.addressAr": "Enter the address in Arabic",
  "business.error.singleLine": "Keep it on one line",
  "business.error.tooLong": "This text is too long",
  "business.error.invalid": "Check this field",
  "business.error.trn": "The TRN is 15 digits",
  "business.error.trnRequired": "A VAT-registered shop needs its TRN",
} as const satisfies Record<string, Message>;
