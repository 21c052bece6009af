import type { ReactNode } from "react";
import { formatAmount } from "@/lib/money";
import { bilingual, documentAmount, documentDate } from "./bilingual";
import type { Bilingual, PrintedTaxDocument } from "./types";
import { personalField } from "@/lib/erased-customer";

const amount = (value: string) => documentAmount(value, formatAmount);

/** A label in English and Arabic, each in its own language and direction, side by side or one above the other. */
function Both({ text, stacked = false, className }: { text: Bilingual; stacked?: boolean; className?: string }) {
  return (
    // Stacked, both lines follow the cell's alignment (a number column's labels line up with its numbers).
    <span className={`${stacked ? "grid [&>span]:[text-align:inherit]" : "flex flex-wrap justify-between gap-x-2"} ${className ?? ""}`}>
      <span lang="en" dir="ltr">
        {text.en}
      </span>
      <span lang="ar" dir="rtl">
        {text.ar}
      </span>
    </span>
  );
}

function Party({ title, testId, children }: { title: Bilingual; testId: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-1 rounded-md border border-neutral-300 p-3" data-testid={testId}>
      <h2 className="border-b border-neutral-200 pb-1 text-xs font-bold uppercase text-neutral-600">
        <Both text={title} />
      </h2>
      {children}
    </section>
  );
}

interface Row {
  readonly key: string;
  readonly label: ReactNode;
  readonly quantity?: number;
  readonly unitPrice?: string;
  readonly vatRate?: number;
  readonly net: string;
  readonly vat: string;
  readonly total: string;
  /** Subtracted from the totals (the discount): shown with a minus. */
  readonly minus?: boolean;
}

/**
 * A tax document on paper (ADR 067), the invoice of a delivered order or a credit note: the title and every label in
 * Arabic and English side by side, the seller with its TRN, the buyer, the number and date, the lines with their
 * net, VAT and total, the fees, the discount and the totals. A shop not VAT-registered prints a plain document: no
 * VAT columns or VAT total. `title` is the document's name when VAT-registered and when not; `reference` is the
 * document it corrects (a credit note's invoice), printed after the number when there is one.
 */
export function TaxDocument({
  document,
  title,
  numberLabel,
  reference = null,
}: {
  document: PrintedTaxDocument;
  title: { readonly registered: Bilingual; readonly plain: Bilingual };
  numberLabel: Bilingual;
  reference?: { readonly label: Bilingual; readonly number: string } | null;
}) {
  const { body } = document;
  const vat = body.vatRegistered;
  const heading = vat ? title.registered : title.plain;
  const money = (value: string, minus = false) => (minus && value !== "0.00" ? `−${amount(value)}` : amount(value));
  const rows: Row[] = [
    ...body.lines.map((line, index) => ({
      key: `line-${index}`,
      label: (
        <span className="grid">
          <span lang="en" dir="ltr">
            {line.description}
          </span>
          <span lang="ar" dir="rtl" className="text-neutral-600">
            {line.descriptionAr}
          </span>
        </span>
      ),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      net: line.net,
      vat: line.vat,
      total: line.total,
    })),
    ...body.fees.map((fee) => ({ key: `fee-${fee.kind}`, label: <Both text={bilingual(`taxDoc.fee.${fee.kind}`)} stacked />, ...fee })),
    ...(body.discount ? [{ key: "discount", label: <Both text={bilingual("taxDoc.discount")} stacked />, ...body.discount, minus: true }] : []),
  ];
  const head = (key: Parameters<typeof bilingual>[0], numeric = true) => (
    <th scope="col" className={`border-b-2 border-neutral-900 px-1.5 py-1 align-bottom font-semibold ${numeric ? "text-end" : "text-start"}`}>
      <Both text={bilingual(key)} stacked />
    </th>
  );
  const cell = "border-b border-neutral-200 px-1.5 py-1 align-top text-end tabular-nums";

  return (
    <article
      className="tax-document mx-auto grid gap-4 bg-white p-8 text-[13px] leading-snug text-neutral-950 shadow-sm print:p-0 print:shadow-none"
      data-testid="tax-document"
      data-vat-registered={vat}
    >
      <header className="grid gap-3 border-b-2 border-neutral-900 pb-3 sm:grid-cols-[1fr_auto]">
        <div className="grid gap-0.5">
          <p className="text-base font-extrabold" lang="en" dir="ltr">
            {body.seller.name}
          </p>
          <p className="text-base font-extrabold" lang="ar" dir="rtl">
            {body.seller.nameAr}
          </p>
        </div>
        <h1 className="text-2xl font-extrabold" data-testid="tax-document-title">
          <span lang="ar" dir="rtl">
            {heading.ar}
          </span>
          {" / "}
          <span lang="en" dir="ltr">
            {heading.en}
          </span>
        </h1>
      </header>

      <dl className={`grid gap-2 sm:grid-cols-2 ${reference ? "print:grid-cols-3 md:grid-cols-3" : ""}`}>
        <div className="grid gap-0.5">
          <dt className="text-xs font-semibold text-neutral-600">
            <Both text={numberLabel} />
          </dt>
          <dd className="font-bold tabular-nums" dir="ltr" data-testid="tax-document-number">
            {document.number}
          </dd>
        </div>
        {reference ? (
          <div className="grid gap-0.5">
            <dt className="text-xs font-semibold text-neutral-600">
              <Both text={reference.label} />
            </dt>
            <dd className="tabular-nums" dir="ltr" data-testid="tax-document-reference">
              {reference.number}
            </dd>
          </div>
        ) : null}
        <div className="grid gap-0.5">
          <dt className="text-xs font-semibold text-neutral-600">
            <Both text={bilingual("taxDoc.date")} />
          </dt>
          <dd className="tabular-nums" dir="ltr">
            <time dateTime={document.issuedAt}>{documentDate(document.issuedAt)}</time>
          </dd>
        </div>
      </dl>

      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <Party title={bilingual("taxDoc.seller")} testId="tax-document-seller">
          <p lang="en" dir="ltr">
            {body.seller.name}
            <br />
            {body.seller.address}
          </p>
          <p lang="ar" dir="rtl">
            {body.seller.nameAr}
            <br />
            {body.seller.addressAr}
          </p>
          {body.seller.trn ? (
            <p className="font-semibold">
              <Both text={bilingual("taxDoc.trn")} />
              <span className="tabular-nums" dir="ltr" data-testid="tax-document-trn">
                {body.seller.trn}
              </span>
            </p>
          ) : null}
        </Party>
        <Party title={bilingual("taxDoc.buyer")} testId="tax-document-buyer">
          <p>{personalField(body.buyer.name)}</p>
          <p>{personalField(body.buyer.address)}</p>
        </Party>
      </div>

      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[36rem] border-collapse text-xs print:min-w-0" data-testid="tax-document-lines">
          <caption className="pb-1 text-start text-xs text-neutral-600">
            <Both text={bilingual("taxDoc.currency")} />
          </caption>
          <thead>
            <tr>
              {head("taxDoc.description", false)}
              {head("taxDoc.quantity")}
              {head("taxDoc.unitPrice")}
              {vat ? head("taxDoc.net") : null}
              {vat ? head("taxDoc.vatRate") : null}
              {vat ? head("taxDoc.vat") : null}
              {head("taxDoc.total")}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid={`tax-row-${row.key}`}>
                <th scope="row" className="border-b border-neutral-200 px-1.5 py-1 text-start align-top font-normal">
                  {row.label}
                </th>
                <td className={cell}>{row.quantity ?? ""}</td>
                <td className={cell}>{row.unitPrice ? amount(row.unitPrice) : ""}</td>
                {vat ? <td className={cell}>{money(row.net, row.minus)}</td> : null}
                {vat ? <td className={cell}>{row.vatRate === undefined ? "5%" : `${row.vatRate}%`}</td> : null}
                {vat ? <td className={cell}>{money(row.vat, row.minus)}</td> : null}
                <td className={`${cell} font-semibold`}>{money(row.total, row.minus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto grid w-full max-w-sm gap-1" data-testid="tax-document-totals">
        {vat ? (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <dt>
                <Both text={bilingual("taxDoc.totalNet")} stacked />
              </dt>
              <dd className="tabular-nums">{amount(body.totals.net)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt>
                <Both text={bilingual("taxDoc.totalVat")} stacked />
              </dt>
              <dd className="tabular-nums" data-testid="tax-document-vat">
                {amount(body.totals.vat)}
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t-2 border-neutral-900 pt-1 text-base font-extrabold">
          <dt>
            <Both text={bilingual(vat ? "taxDoc.totalWithVat" : "taxDoc.grandTotal")} stacked />
          </dt>
          <dd className="tabular-nums" data-testid="tax-document-total">
            {amount(body.totals.total)}
          </dd>
        </div>
      </dl>

      {vat ? (
        <p className="text-xs text-neutral-600">
          <Both text={bilingual("taxDoc.pricesInclude")} />
        </p>
      ) : null}
    </article>
  );
}
