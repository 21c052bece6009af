import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeftIcon, LoaderCircleIcon, PrinterIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useI18n, type MessageKey } from "@/lib/i18n";

/** The reader's texts around a printed document (her language only: they are not printed). */
export interface PrintedDocumentTexts {
  readonly back: MessageKey;
  readonly loading: MessageKey;
  readonly signIn: MessageKey;
  readonly notFound: MessageKey;
  readonly loadFailed: MessageKey;
}

/**
 * A tax document as a printable page, as the packing slip is (ADR 067): a toolbar for the screen only (back, print)
 * and the document, one A4 page for a typical order; while it loads, or when it cannot be read, what happened.
 */
export function PrintedDocumentPage<T>({
  query,
  backTo,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  backTo: string;
  texts: PrintedDocumentTexts;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const status = query.error instanceof ApiError ? query.error.status : null;
  return (
    <div className="min-h-dvh bg-muted/40 p-4 print:min-h-0 print:bg-white print:p-0">
      <style>{`@page { size: A4; margin: 12mm; } .tax-document { width: min(100%, 210mm); } @media print { body { background: #fff; } .tax-document { width: auto; } }`}</style>
      <main id="main">
        <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-3 print:hidden" data-testid="document-toolbar">
          <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
            <Link to={backTo}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
              {t(texts.back)}
            </Link>
          </Button>
          <Button size="sm" className="ms-auto min-h-11 sm:min-h-9" onClick={() => window.print()} disabled={!query.data}>
            <PrinterIcon aria-hidden="true" />
            {t("taxDoc.print")}
          </Button>
        </div>
        {query.isPending ? (
          <p className="flex items-center justify-center gap-2 py-16 text-muted-foreground" role="status">
            <LoaderCircleIcon aria-hidden="true" className="size-5 animate-spin" />
            {t(texts.loading)}
          </p>
        ) : query.isError ? (
          <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-lg bg-card p-8 text-center" role="alert">
            {status === 401 ? (
              <>
                <p>{t(texts.signIn)}</p>
                <Button asChild>
                  <Link to={`/login?next=${encodeURIComponent(pathname)}`}>{t("account.signIn")}</Link>
                </Button>
              </>
            ) : status === 404 ? (
              <p>{t(texts.notFound)}</p>
            ) : (
              <>
                <p>{t(texts.loadFailed)}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  {t("taxDoc.retry")}
                </Button>
              </>
            )}
          </div>
        ) : (
          children(query.data)
        )}
      </main>
    </div>
  );
}
