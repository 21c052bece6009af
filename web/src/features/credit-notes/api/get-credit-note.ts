import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import type { CreditNoteAnswer } from "@/lib/contracts";

const noRetryOn4xx = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 1;

/** Her return's credit note (`GET /api/account/returns/:id/credit-note`). */
export const hersCreditNoteOptions = (returnId: string) =>
  queryOptions<CreditNoteAnswer>({ queryKey: ["/api/account/returns", returnId, "credit-note"], retry: noRetryOn4xx });

/** A credit note by its number, for the back office (`GET /api/admin/credit-notes/:number`). */
export const adminCreditNoteOptions = (number: string) =>
  queryOptions<CreditNoteAnswer>({ queryKey: ["/api/admin/credit-notes", number], retry: noRetryOn4xx });

/** Either reading: hers or the back office's. */
export type CreditNoteOptions = ReturnType<typeof hersCreditNoteOptions>;

export const useCreditNote = (options: CreditNoteOptions) => useQuery(options);
