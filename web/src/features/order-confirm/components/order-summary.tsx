import type { ReactNode } from "react";
import { OrderAmountRows } from "@/components/order-amount-rows";
import { OrderedLine } from "@/components/ordered-line";
import { useI18n } from "@/lib/i18n";
import type { OrderByToken } from "../types";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** What she ordered, what she pays the courier and where it goes: what she checks before confirming. */
export function OrderSummary({ order }: { order: OrderByToken }) {
  const { t, format } = useI18n();
  return (
    <>
      <Section title={t("orderConfirm.items")}>
        <ul className="grid divide-y">
          {order.items.map((item, index) => (
            <OrderedLine key={index} item={item} testId="confirm-item" />
          ))}
        </ul>
        <dl className="grid gap-1.5 border-t pt-3 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("orderConfirm.subtotal")}</dt>
            <dd className="tabular-nums">{format.price(order.subtotal)}</dd>
          </div>
          <OrderAmountRows order={order} />
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("orderConfirm.codFee")}</dt>
            <dd className="tabular-nums">{format.price(order.codFee)}</dd>
          </div>
        </dl>
        <p className="flex items-center justify-between gap-3 rounded-lg bg-accent p-3 font-bold" data-testid="confirm-total">
          <span>{t("orderConfirm.total")}</span>
          <span className="tabular-nums">{format.price(order.totalAmount)}</span>
        </p>
        {order.storeCreditUsed !== "0.00" ? (
          <dl className="grid gap-1.5 text-sm" data-testid="confirm-store-credit">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t("storeCredit.orderCredit")}</dt>
              <dd className="tabular-nums">−{format.price(order.storeCreditUsed)}</dd>
            </div>
            <div className="flex justify-between gap-3 font-bold">
              <dt>{t("storeCredit.amountDue")}</dt>
              <dd className="tabular-nums">{format.price(order.amountDue)}</dd>
            </div>
          </dl>
        ) : null}
      </Section>
      <Section title={t("orderConfirm.address")}>
        <address className="grid gap-1 text-sm not-italic">
          <p className="font-semibold">{order.shippingName}</p>
          <p>{order.shippingAddressLine1}</p>
          {order.shippingAddressLine2 ? <p>{order.shippingAddressLine2}</p> : null}
          <p>{order.shippingCity}</p>
        </address>
      </Section>
    </>
  );
}
