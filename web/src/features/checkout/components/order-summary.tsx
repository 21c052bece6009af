import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useVariantNames } from "@/lib/variant-names";
import { cn } from "@/lib/utils";
import type { CodFee } from "../hooks/use-cod-fee";
import { blocksOrder, type CartLine } from "../lib/cart-lines";
import { type QuoteView, summaryFigures } from "../lib/summary-figures";
import { DeliveryTerms, FreeDeliveryNote } from "./delivery-terms";
import { LineNotices } from "./line-notices";

interface OrderSummaryProps {
  lines: readonly CartLine[];
  fee: CodFee;
  /** The store's answer for the order (ADR 066): its discount, delivery fee and free-delivery progress. */
  quote?: QuoteView;
  /** A compact list of the lines above the figures (checkout), or nothing (the cart already shows them). */
  showLines?: boolean;
  /** Checkout's coupon field, between the lines and the figures. */
  coupon?: ReactNode;
  /** What her store credit takes off and what is left to pay at the door, while she spends it (ADR 067). */
  storeCredit?: { applied: string; amountDue: string } | null;
  children?: ReactNode;
  className?: string;
}

function Pending({ label }: { label: string }) {
  return (
    <span className="inline-block h-4 w-16 animate-pulse rounded bg-muted align-middle">
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function OrderSummary({ lines, fee, quote, showLines = false, coupon, storeCredit, children, className }: OrderSummaryProps) {
  const { t, format } = useI18n();
  const { variantName } = useVariantNames();
  const headingId = useId();
  const totals = summaryFigures(lines, fee.status === "ready" ? fee.amount : undefined, quote);
  const unknown = (testId: string) =>
    fee.status === "error" ? (
      <span className="font-semibold text-destructive" data-testid={testId}>
        {t("orderSummary.error")}
      </span>
    ) : (
      <Pending label={t("orderSummary.feeLoading")} />
    );

  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid h-fit gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-44", className)}
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t("orderSummary.title")}
      </h2>

      {showLines ? (
        <ul className="grid gap-3 border-b pb-5">
          {lines.map((line) => (
            <li key={`${line.productId}:${line.variantId}`} className="flex items-center gap-3 text-sm">
              <span className="aspect-[4/5] w-11 shrink-0 overflow-hidden rounded-md bg-muted">
                {line.image ? (
                  <img src={line.image} alt="" width={44} height={55} className="size-full object-cover" />
                ) : null}
              </span>
              <div className="min-w-0 flex-1">
                <span className="line-clamp-2 block font-semibold">{line.name}</span>
                <span className="block text-muted-foreground">
                  {[variantName(line), `× ${format.number(line.quantity)}`].filter(Boolean).join(" · ")}
                </span>
                <LineNotices line={line} />
              </div>
              <span className={cn("font-semibold tabular-nums", blocksOrder(line) && "text-muted-foreground line-through")}>
                {format.price(line.lineTotal)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {coupon}

      <dl className="grid gap-3 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{t("orderSummary.subtotal")}</dt>
          <dd className="font-semibold tabular-nums" data-testid="summary-subtotal">
            {format.price(totals.subtotal)}
          </dd>
        </div>
        {totals.discount ? (
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">
              {totals.discount.code ? t("orderAmounts.discount", { code: totals.discount.code }) : t("orderAmounts.discountPlain")}
            </dt>
            <dd className="font-semibold tabular-nums text-primary" data-testid="summary-discount">
              −{format.price(totals.discount.amount)}
            </dd>
          </div>
        ) : null}
        {totals.delivery ? <DeliveryTerms delivery={totals.delivery} /> : null}
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted-foreground">{t("orderSummary.codFee")}</dt>
          <dd className="font-semibold tabular-nums">
            {totals.codFee === undefined ? (
              unknown("summary-fee")
            ) : (
              <span data-testid="summary-fee">{format.price(totals.codFee)}</span>
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-bold">{t("orderSummary.total")}</dt>
          <dd className="text-lg font-bold tabular-nums text-primary">
            {totals.total === undefined ? (
              unknown("summary-total")
            ) : (
              <span data-testid="summary-total">{format.price(totals.total)}</span>
            )}
          </dd>
        </div>
        {storeCredit ? (
          <>
            <div className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{t("storeCredit.applied")}</dt>
              <dd className="font-semibold tabular-nums text-primary" data-testid="summary-store-credit">
                −{format.price(storeCredit.applied)}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-4 border-t pt-3 text-base">
              <dt className="font-bold">{t("storeCredit.amountDue")}</dt>
              <dd className="text-lg font-bold tabular-nums text-primary" data-testid="summary-amount-due">
                {format.price(storeCredit.amountDue)}
              </dd>
            </div>
            {storeCredit.amountDue === "0.00" ? <p className="text-muted-foreground">{t("storeCredit.paidInFull")}</p> : null}
          </>
        ) : null}
      </dl>

      <FreeDeliveryNote remaining={totals.freeDeliveryRemaining} />

      {fee.status === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
        >
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0" />
            {t("orderSummary.feeFailed")}
          </p>
          <Button variant="outline" size="sm" onClick={fee.retry} disabled={fee.retrying}>
            <RotateCwIcon aria-hidden="true" className={fee.retrying ? "animate-spin" : undefined} />
            {t("orderSummary.retry")}
          </Button>
        </div>
      ) : null}

      {children}
    </section>
  );
}
