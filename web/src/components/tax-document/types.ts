import type { TaxDocumentBodyAnswer } from "@/lib/contracts";

/** What a printed tax document shows (an invoice, or a credit note in the same shape), with its number and date. */
export interface PrintedTaxDocument {
  readonly number: string;
  readonly issuedAt: string;
  readonly body: TaxDocumentBodyAnswer;
}

/** A label in both languages, printed side by side. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}
