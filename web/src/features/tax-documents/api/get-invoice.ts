import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { Invoice } from "../types";

/** Whose view of the invoice: hers (`/api/account/...`) or the back office's (`/api/admin/...`). */
export type InvoiceScope = "account" | "admin";

/** `GET /api/{account|admin}/orders/:id/invoice`: 404 until the order is delivered. */
export const invoiceQueryOptions = (scope: InvoiceScope, orderId: string) =>
  queryOptions({
    queryKey: [`/api/${scope}/orders`, orderId, "invoice"] as const,
    queryFn: async ({ signal }) =>
      readJson<Invoice>(await apiRequest("GET", `/api/${scope}/orders/${encodeURIComponent(orderId)}/invoice`, undefined, undefined, signal)),
    retry: false,
  });

export function useInvoice(scope: InvoiceScope, orderId: string) {
  return useQuery(invoiceQueryOptions(scope, orderId));
}
