// Outside the admin layout, so the back office's texts are registered here.
import "@/lib/i18n/admin";
import type { QueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { invoiceQueryOptions } from "@/features/tax-documents/api/get-invoice";
import { InvoicePage } from "@/features/tax-documents/components/invoice-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) => (args: { params: { id?: string } }) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(invoiceQueryOptions("admin", args.params.id ?? "")))();

/** A delivered order's invoice in the back office, printable, as the packing slip is. */
export default function AdminInvoiceRoute() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  useDocumentTitle(t("taxDoc.invoice"));
  return <InvoicePage key={id} scope="admin" orderId={id} backTo={`/admin/orders/${id}`} />;
}
