import { useParams } from "react-router";
import { InvoicePage } from "@/features/tax-documents/components/invoice-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

/** Her delivered order's invoice, printable: outside the store's layout, so nothing but the document prints. */
export default function AccountInvoiceRoute() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  useDocumentTitle(t("taxDoc.invoice"));
  return <InvoicePage key={id} scope="account" orderId={id} backTo={`/account/orders/${id}`} />;
}
