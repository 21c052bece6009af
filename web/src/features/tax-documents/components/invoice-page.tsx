import { ArrowLeftIcon, LoaderCircleIcon, PrinterIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useInvoice, type InvoiceScope } from "../api/get-invoice";
import { bilingual } from "../lib/bilingual";
import { TaxDocument } from "./tax-document";

/** The invoice's titles: a tax invoice from a VAT-registered shop, a plain invoice otherwise. */
const invoiceTitle = { registered: bilingual("taxDoc.taxInvoice"), plain: bilingual("taxDoc.invoice") };

/**
 * A delivered order's invoice as a printable page (as the packing slip is): a toolbar for the screen only (back to
 * the order, print) and the document, one A4 page for a typical order.
 */
export function InvoicePage({ scope, orderId, backTo }: { scope: InvoiceScope; orderId: string; backTo: string }) {
  const { t } = useI18n();
  const invoice = useInvoice(scope, orderId);
  const status = invoice.error instanceof ApiError ? invoice.error.status : null;
  return (
    <div className="min-h-dvh bg-muted/40 p-4 print:min-h-0 print:bg-white print:p-0">
      <style>{`@page { size: A4; margin: 12mm; } .tax-document { width: min(100%, 210mm); } @media print { body { background: #fff; } .tax-document { width: auto; } }`}</style>
      <main id="main">
        <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden" data-testid="invoice-toolbar">
          <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
            <Link to={backTo}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
              {t("taxDoc.back")}
            </Link>
          </Button>
          <Button size="sm" className="ms-auto min-h-11 sm:min-h-9" onClick={() => window.print()} disabled={!invoice.data}>
            <PrinterIcon aria-hidden="true" />
            {t("taxDoc.print")}
          </Button>
        </div>
        {invoice.isPending ? (
          <p className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
            <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
            {t("taxDoc.loading")}
          </p>
        ) : invoice.isError ? (
          <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-lg bg-card p-8 text-center" role="alert">
            {status === 401 ? (
              <>
                <p>{t("taxDoc.signIn")}</p>
                <Button asChild>
                  <Link to={`/login?next=${encodeURIComponent(`${backTo}/invoice`)}`}>{t("account.signIn")}</Link>
                </Button>
              </>
            ) : status === 404 ? (
              <p>{t("taxDoc.notFound")}</p>
            ) : (
              <>
                <p>{t("taxDoc.loadFailed")}</p>
                <Button variant="outline" onClick={() => void invoice.refetch()}>
                  {t("taxDoc.retry")}
                </Button>
              </>
            )}
          </div>
        ) : (
          <TaxDocument
            document={{ number: invoice.data.invoiceNumber, issuedAt: invoice.data.issuedAt, body: invoice.data }}
            title={invoiceTitle}
            numberLabel={bilingual("taxDoc.invoiceNumber")}
          />
        )}
      </main>
    </div>
  );
}
