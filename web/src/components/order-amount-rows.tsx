import { useI18n } from "@/lib/i18n";
import { toFils } from "@/lib/money";

/** What an order took off and added besides its goods and COD fee (ADR 066), as her order pages receive it. */
interface OrderAmounts {
  discount: string;
  deliveryFee: string;
  /** The coupon the order used; the mailed link's answer does not name it. */
  coupon?: { code: string } | null;
}

const isSome = (amount: string) => toFils(amount) > 0;

/**
 * The discount (with the coupon's code) and delivery fee rows of an order's amounts, each only when it is more than
 * nothing, for a `<dl>` of the order's figures between its subtotal and COD fee: her order page and the page of her
 * mailed link.
 */
export function OrderAmountRows({ order }: { order: OrderAmounts }) {
  const { t, format } = useI18n();
  return (
    <>
      {isSome(order.discount) ? (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">
            {order.coupon ? t("orderAmounts.discount", { code: order.coupon.code }) : t("orderAmounts.discountPlain")}
          </dt>
          <dd className="tabular-nums" data-testid="order-discount">
            −{format.price(order.discount)}
          </dd>
        </div>
      ) : null}
      {isSome(order.deliveryFee) ? (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("orderAmounts.deliveryFee")}</dt>
          <dd className="tabular-nums" data-testid="order-delivery-fee">
            {format.price(order.deliveryFee)}
          </dd>
        </div>
      ) : null}
    </>
  );
}
