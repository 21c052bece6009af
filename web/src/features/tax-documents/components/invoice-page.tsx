import { bilingual } from "@/components/tax-document/bilingual";
import { PrintedDocumentPage, type PrintedDocumentTexts } from "@/components/tax-document/printed-document-page";
import { TaxDocument } from "@/components/tax-document/tax-document";
import { useInvoice, type InvoiceScope } from "../api/get-invoice";

/** The invoice's titles: a tax invoice from a VAT-registered shop, a plain invoice otherwise. */
const invoiceTitle = { registered: bilingual("taxDoc.taxInvoice"), plain: bilingual("taxDoc.invoice") };

const texts: PrintedDocumentTexts = {
  back: "taxDoc.back",
  loading: "taxDoc.loading",
  signIn: "taxDoc.signIn",
  notFound: "taxDoc.notFound",
  loadFailed: "taxDoc.loadFailed",
};

/** A delivered order's invoice as a printable page, back to the order. */
export function InvoicePage({ scope, orderId, backTo }: { scope: InvoiceScope; orderId: string; backTo: string }) {
  const invoice = useInvoice(scope, orderId);
  return (
    <PrintedDocumentPage query={invoice} backTo={backTo} texts={texts}>
      {(data) => (
        <TaxDocument
          document={{ number: data.invoiceNumber, issuedAt: data.issuedAt, body: data }}
          title={invoiceTitle}
          numberLabel={bilingual("taxDoc.invoiceNumber")}
        />
      )}
    </PrintedDocumentPage>
  );
}
