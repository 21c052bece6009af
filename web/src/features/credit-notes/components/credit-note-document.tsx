import { PrinterIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import type { CreditNoteAnswer } from "@/lib/contracts";
import { useI18n } from "@/lib/i18n";
import { useCreditNote, type hersCreditNoteOptions } from "../api/get-credit-note";

/**
 * A printable credit note: the invoice's layout (seller, buyer, rows split into net and VAT, totals) under the credit
 * note's title and number, amounts positive. It takes the same body as the tax invoice, so it can move onto the
 * shared tax document component once that exists.
 */
export function CreditNoteDocument({ note }: { note: CreditNoteAnswer }) {
  const { t, format, locale } = useI18n();
  const money = (value: string) => format.price(value);
  const seller = note.seller;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 bg-white p-4 text-sm text-black sm:p-8 print:p-0" data-testid="credit-note">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">{t(note.vatRegistered ? "creditNote.title" : "creditNote.plainTitle")}</h1>
          <p>
            {t("creditNote.number")}: <span className="font-semibold" dir="ltr" data-testid="credit-note-number">{note.creditNoteNumber}</span>
          </p>
          {note.invoiceNumber ? (
            <p>
              {t("creditNote.invoice")}: <span dir="ltr">{note.invoiceNumber}</span>
            </p>
          ) : null}
          <p>
            {t("taxDoc.date")}: {format.date(note.issuedAt)}
          </p>
        </div>
        <Button type="button" variant="outline" className="min-h-11 print:hidden" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t("taxDoc.print")}
        </Button>
      </header>
      <section className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <h2 className="font-bold">{t("taxDoc.seller")}</h2>
          <p>{(locale === "ar" ? seller.nameAr : seller.name) || seller.name || seller.nameAr}</p>
          <p>{(locale === "ar" ? seller.addressAr : seller.address) || seller.address || seller.addressAr}</p>
          {seller.trn ? (
            <p>
              {t("taxDoc.trn")}: <span dir="ltr">{seller.trn}</span>
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <h2 className="font-bold">{t("taxDoc.buyer")}</h2>
          <p>{note.buyer.name}</p>
          <p>{note.buyer.address}</p>
        </div>
      </section>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-start">
          <thead>
            <tr className="border-b text-xs">
              <th scope="col" className="py-2 text-start">{t("taxDoc.description")}</th>
              <th scope="col" className="py-2 text-end">{t("taxDoc.quantity")}</th>
              <th scope="col" className="py-2 text-end">{t("taxDoc.unitPrice")}</th>
              <th scope="col" className="py-2 text-end">{t("taxDoc.net")}</th>
              <th scope="col" className="py-2 text-end">{t("taxDoc.vat")}</th>
              <th scope="col" className="py-2 text-end">{t("taxDoc.total")}</th>
            </tr>
          </thead>
          <tbody>
            {note.lines.map((line, index) => (
              <tr key={index} className="border-b">
                <td className="py-2">{locale === "ar" ? line.descriptionAr : line.description}</td>
                <td className="py-2 text-end tabular-nums">{line.quantity}</td>
                <td className="py-2 text-end tabular-nums">{money(line.unitPrice)}</td>
                <td className="py-2 text-end tabular-nums">{money(line.net)}</td>
                <td className="py-2 text-end tabular-nums">{money(line.vat)}</td>
                <td className="py-2 text-end tabular-nums">{money(line.total)}</td>
              </tr>
            ))}
            {note.discount ? (
              <tr className="border-b">
                <td className="py-2" colSpan={3}>{t("creditNote.discountShare")}</td>
                <td className="py-2 text-end tabular-nums">-{money(note.discount.net)}</td>
                <td className="py-2 text-end tabular-nums">-{money(note.discount.vat)}</td>
                <td className="py-2 text-end tabular-nums">-{money(note.discount.total)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <dl className="grid gap-1 justify-self-end sm:min-w-64">
        <div className="flex justify-between gap-6">
          <dt>{t("taxDoc.totalNet")}</dt>
          <dd className="tabular-nums">{money(note.totals.net)}</dd>
        </div>
        <div className="flex justify-between gap-6">
          <dt>{t("taxDoc.totalVat")}</dt>
          <dd className="tabular-nums">{money(note.totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-6 border-t pt-1 font-bold">
          <dt>{t("creditNote.totalCredited")}</dt>
          <dd className="tabular-nums" data-testid="credit-note-total">{money(note.totals.total)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">{t("taxDoc.currency")}</p>
    </article>
  );
}

/** A credit note read by `options`, with its loading, missing and failed states. */
export function CreditNotePage({ options }: { options: ReturnType<typeof hersCreditNoteOptions> }) {
  const { t } = useI18n();
  const note = useCreditNote(options);
  if (note.isPending) return <p role="status" className="p-6 text-muted-foreground">{t("creditNote.loading")}</p>;
  if (note.isError && note.error instanceof ApiError && note.error.status === 404) return <p className="p-6">{t("creditNote.notFound")}</p>;
  if (note.isError || !note.data) return <p role="alert" className="p-6">{t("creditNote.loadFailed")}</p>;
  return <CreditNoteDocument note={note.data} />;
}
