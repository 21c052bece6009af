import type { Message } from "../types";

/**
 * Tax invoices (and credit notes) as printed: every label appears in English and Arabic side by side, whatever the
 * reader's language, so the document reads the same to the shopper, the shop and the tax authority.
 */
export const taxDocumentsEn = {
  "taxDoc.taxInvoice": "Tax Invoice",
  "taxDoc.invoice": "Invoice",
  "taxDoc.invoiceNumber": "Invoice number",
  "taxDoc.date": "Date",
  "taxDoc.seller": "Seller",
  "taxDoc.buyer": "Bill to",
  "taxDoc.trn": "TRN",
  "taxDoc.description": "Description",
  "taxDoc.quantity": "Qty",
  "taxDoc.unitPrice": "Unit price",
  "taxDoc.net": "Net amount",
  "taxDoc.vatRate": "VAT %",
  "taxDoc.vat": "VAT",
  "taxDoc.total": "Total",
  "taxDoc.fee.delivery": "Delivery fee",
  "taxDoc.fee.cod": "Cash on delivery fee",
  "taxDoc.discount": "Discount",
  "taxDoc.totalNet": "Total excluding VAT",
  "taxDoc.totalVat": "VAT 5%",
  "taxDoc.totalWithVat": "Total including VAT",
  "taxDoc.grandTotal": "Total",
  "taxDoc.currency": "Amounts in UAE dirhams (AED)",
  "taxDoc.pricesInclude": "Prices include VAT at 5%",
  "taxDoc.print": "Print",
  "taxDoc.back": "Back to the order",
  "taxDoc.loading": "Loading the invoice...",
  "taxDoc.notFound": "This order has no invoice yet: it is issued when the order is delivered.",
  "taxDoc.loadFailed": "The invoice could not be loaded.",
  "taxDoc.retry": "Try again",
  "taxDoc.signIn": "Sign in to see your invoice.",
  "taxDoc.pageTitle": "Invoice {number}",
  "taxDoc.viewInvoice": "View invoice {number}",
} as const satisfies Record<string, Message>;
