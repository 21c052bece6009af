import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { useVariantNames } from "@/lib/variant-names";
import { formatAmount, lineTotal } from "@/lib/money";
import type { OrderItem } from "../types";

export function OrderItemsTable({ items }: { items: readonly OrderItem[] }) {
  const { t, format } = useI18n();
  const { sizeName, colourName } = useVariantNames();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  return (
    <Table className="md:min-w-[32rem]">
      <TableHeader>
        <TableRow>
          <TableHead>{t("adminOrders.details.product")}</TableHead>
          <TableHead>{t("adminOrders.details.quantity")}</TableHead>
          <TableHead>{t("adminOrders.details.price")}</TableHead>
          <TableHead className="text-end">{t("adminOrders.details.subtotal")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} data-testid="order-item">
            <TableCell>
              <div className="grid gap-1">
                <span lang="en" dir="ltr" className="font-semibold rtl:text-right">
                  {item.productNameEn}
                </span>
                <span lang="ar" dir="rtl" className="text-sm text-muted-foreground ltr:text-left">
                  {item.productNameAr}
                </span>
                {item.variantSize || item.variantColor ? (
                  <div className="flex flex-wrap gap-1">
                    {item.variantSize ? (
                      <Badge variant="secondary">{t("adminOrders.details.size", { size: sizeName(item.variantSize) ?? item.variantSize })}</Badge>
                    ) : null}
                    {item.variantColor ? (
                      <Badge variant="outline">{t("adminOrders.details.color", { color: colourName({ color: item.variantColor }) ?? item.variantColor })}</Badge>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </TableCell>
            <TableCell label={t("adminOrders.details.quantity")} className="tabular-nums">{format.number(item.quantity)}</TableCell>
            <TableCell label={t("adminOrders.details.price")} className="whitespace-nowrap tabular-nums">{aed(item.price)}</TableCell>
            <TableCell label={t("adminOrders.details.subtotal")} className="whitespace-nowrap text-end font-semibold tabular-nums">
              {aed(lineTotal(item.price, item.quantity))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
