import type { ReactNode } from "react";
import { PhoneNumber } from "@/components/phone-number";
import { useI18n } from "@/lib/i18n";
import { formatAmount, toFils } from "@/lib/money";
import type { SlipOrder } from "../types";
import { QrCode } from "./qr-code";
import { customerName } from "@/lib/erased-customer";
import { useVariantNames } from "@/lib/variant-names";

/** The text the slip's QR code holds: the order number the admin's orders table shows. */
export const slipCodeText = (orderNumber: number) => `#${orderNumber}`;

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid content-start gap-0.5" data-testid={testId}>
      <dt className="text-xs font-semibold text-neutral-600">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * How the cash to collect is made, when the order has a discount or a delivery fee (ADR 066): the courier can answer
 * a shopper who asks why the amount is not her goods and the COD fee.
 */
function SlipAmounts({ order }: { order: SlipOrder }) {
  const { t } = useI18n();
  const discount = toFils(order.discount) > 0;
  const delivery = toFils(order.deliveryFee) > 0;
  // Her store credit paid part of it (ADR 067): the courier collects only what is left.
  const credit = toFils(order.storeCreditUsed) > 0;
  if (!discount && !delivery && !credit) return null;
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt className="text-neutral-600">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="grid gap-1 text-sm" data-testid="slip-amounts">
      {row(t("slip.subtotal"), aed(order.subtotal))}
      {discount
        ? row(
            order.coupon ? t("slip.discount", { code: order.coupon.code }) : t("orderAmounts.discountPlain"),
            `−${aed(order.discount)}`,
            "slip-discount",
          )
        : null}
      {delivery ? row(t("slip.deliveryFee"), aed(order.deliveryFee), "slip-delivery-fee") : null}
      {row(t("slip.codFee"), aed(order.codFee))}
      {credit ? row(t("storeCredit.orderCredit"), `−${aed(order.storeCreditUsed)}`, "slip-store-credit") : null}
    </dl>
  );
}

/** One order on paper for the courier: who and where, what is in the parcel, and the cash to collect. */
export function PackingSlip({ order }: { order: SlipOrder }) {
  const { t, format, locale } = useI18n();
  const { sizeName, colourName } = useVariantNames();
  const number = String(order.orderNumber);
  return (
    <article className="slip-sheet mx-auto grid gap-4 bg-white p-6 text-neutral-950 shadow-sm print:p-0 print:shadow-none" data-testid="packing-slip">
      <header className="flex items-start justify-between gap-4 border-b-2 border-neutral-900 pb-3">
        <div className="grid gap-1">
          <p className="text-xl font-extrabold">{t("brand.name")}</p>
          <p className="text-sm text-neutral-600">{t("slip.title")}</p>
          <h1 className="text-2xl font-extrabold tabular-nums">{t("slip.orderNumber", { number })}</h1>
        </div>
        <QrCode text={slipCodeText(order.orderNumber)} label={t("slip.codeLabel", { number })} className="size-28 shrink-0" />
      </header>

      <dl className="grid grid-cols-2 gap-3">
        <Field label={t("slip.date")}>{format.dateTime(order.createdAt)}</Field>
        <Field label={t("slip.customer")}>{customerName(order.shippingName, t)}</Field>
        <Field label={t("slip.phone")}>
          <PhoneNumber phone={order.shippingPhone} />
        </Field>
        <Field label={t("slip.address")} testId="slip-address">
          <span className="block">{order.shippingAddressLine1}</span>
          {order.shippingAddressLine2 ? <span className="block">{order.shippingAddressLine2}</span> : null}
          <span className="block">{order.shippingCity}</span>
        </Field>
        {order.courierName ? (
          <Field label={t("slip.courier")} testId="slip-shipment">
            <span className="block">{order.courierName}</span>
            <span className="block tabular-nums" dir="ltr">
              {order.trackingNumber}
            </span>
          </Field>
        ) : null}
        {order.deliveryNote ? (
          <div className="col-span-2">
            <Field label={t("slip.deliveryNote")}>{order.deliveryNote}</Field>
          </div>
        ) : null}
      </dl>

      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-neutral-900 text-start">
            <th className="py-1 text-start">{t("slip.item")}</th>
            <th className="py-1 text-start">{t("slip.size")}</th>
            <th className="py-1 text-start">{t("slip.colour")}</th>
            <th className="py-1 text-end">{t("slip.quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-neutral-300" data-testid="slip-item">
              <td className="py-1">{locale === "ar" ? item.productNameAr : item.productNameEn}</td>
              <td className="py-1">{sizeName(item.variantSize) ?? "—"}</td>
              <td className="py-1">{colourName({ color: item.variantColor }) ?? "—"}</td>
              <td className="py-1 text-end tabular-nums">{format.number(item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <SlipAmounts order={order} />

      <div className="flex items-center justify-between gap-4 rounded-lg border-2 border-neutral-900 p-3" data-testid="slip-collect">
        <div>
          <p className="font-bold">{t("slip.collect")}</p>
          <p className="text-xs text-neutral-600">{t("slip.cashOnDelivery")}</p>
        </div>
        <p className="text-2xl font-extrabold tabular-nums">
          {t("orders.amountAed", { amount: formatAmount(order.amountDue) })}
        </p>
      </div>
    </article>
  );
}
