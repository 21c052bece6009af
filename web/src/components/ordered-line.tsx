import { useI18n } from "@/lib/i18n";
import { useVariantNames } from "@/lib/variant-names";
import { lineTotal } from "@/lib/money";

export interface OrderedItem {
  productNameEn: string;
  productNameAr: string;
  variantSize: string | null;
  variantColor: string | null;
  quantity: number;
  price: string;
}

/** One line of an order as the shopper reads it (her order page, her mailed link's page): name, variant, units, total. */
export function OrderedLine({ item, testId }: { item: OrderedItem; testId: string }) {
  const { t, format, locale } = useI18n();
  const { variantName } = useVariantNames();
  const name = locale === "ar" ? item.productNameAr || item.productNameEn : item.productNameEn;
  // Sizes that are words and managed colours in the page's language; any other text as written.
  const variant = variantName({ size: item.variantSize, color: item.variantColor });
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0" data-testid={testId}>
      <div className="grid gap-0.5">
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-muted-foreground">
          {variant ? <bdi>{variant}</bdi> : null}
          {variant ? " · " : null}
          {t("account.order.quantity", { count: item.quantity, price: format.price(item.price) })}
        </p>
      </div>
      <span className="font-semibold tabular-nums">{format.price(lineTotal(item.price, item.quantity))}</span>
    </li>
  );
}
