import { useI18n } from "@/lib/i18n";
import { returnReasonLabel, type ReturnReason } from "@/lib/return-terms";
import { useVariantNames } from "@/lib/variant-names";

export interface ReturnItemLine {
  readonly itemId: string;
  readonly productNameEn: string;
  readonly productNameAr: string;
  readonly variantSize: string | null;
  readonly variantColor: string | null;
  readonly quantity: number;
  readonly reason: ReturnReason;
  readonly exchangeVariantId: string | null;
  readonly exchangeVariantSize: string | null;
  readonly exchangeVariantColor: string | null;
}

/** A return's lines as the shopper and the back office both read them: piece, size, count, reason, size wanted. */
export function ReturnItems({ items }: { items: readonly ReturnItemLine[] }) {
  const { t, locale } = useI18n();
  const { variantName } = useVariantNames();
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => {
        const variant = variantName({ size: item.variantSize, color: item.variantColor });
        const exchange = item.exchangeVariantId ? variantName({ size: item.exchangeVariantSize, color: item.exchangeVariantColor }) : "";
        return (
          <li key={item.itemId}>
            {locale === "ar" ? item.productNameAr : item.productNameEn}
            {variant ? ` (${variant})` : ""} {t("returns.row.quantity", { count: item.quantity })} · {t(returnReasonLabel[item.reason])}
            {exchange ? ` · ${t("returns.row.exchangeTo", { variant: exchange })}` : ""}
          </li>
        );
      })}
    </ul>
  );
}
