import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { kindLabel, percentText } from "../lib/labels";
import type { Coupon } from "../types";
import { CouponRowActions } from "./coupon-row-actions";

/** The coupons: their terms, when they apply, how often they were used and what they gave, and their actions. */
export function CouponsTable({ coupons, onEdit }: { coupons: readonly Coupon[]; onEdit: (coupon: Coupon) => void }) {
  const { t, format } = useI18n();
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });
  const valueText = (coupon: Coupon) => {
    if (coupon.value === null || coupon.kind === "free_delivery") return t("couponsAdmin.none");
    return coupon.kind === "percent" ? t("couponsAdmin.percentValue", { value: percentText(coupon.value) }) : aed(coupon.value);
  };
  const datesText = (coupon: Coupon) => {
    const starts = coupon.startsAt ? format.dateTime(coupon.startsAt) : null;
    const ends = coupon.endsAt ? format.dateTime(coupon.endsAt) : null;
    if (starts && ends) return t("couponsAdmin.dates.between", { starts, ends });
    if (starts) return t("couponsAdmin.dates.from", { starts });
    if (ends) return t("couponsAdmin.dates.until", { ends });
    return t("couponsAdmin.dates.always");
  };
  const usesText = (coupon: Coupon) =>
    coupon.maxUses === null
      ? t("couponsAdmin.uses.unlimited", { uses: format.number(coupon.uses) })
      : t("couponsAdmin.uses.of", { uses: format.number(coupon.uses), max: format.number(coupon.maxUses) });

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("couponsAdmin.col.code")}</TableHead>
          <TableHead>{t("couponsAdmin.col.kind")}</TableHead>
          <TableHead>{t("couponsAdmin.col.value")}</TableHead>
          <TableHead>{t("couponsAdmin.col.minSubtotal")}</TableHead>
          <TableHead>{t("couponsAdmin.col.dates")}</TableHead>
          <TableHead>{t("couponsAdmin.col.uses")}</TableHead>
          <TableHead>{t("couponsAdmin.col.discountGiven")}</TableHead>
          <TableHead>{t("couponsAdmin.col.status")}</TableHead>
          <TableHead>{t("couponsAdmin.col.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {coupons.map((coupon) => (
          <TableRow key={coupon.id} data-testid="coupon-row" data-code={coupon.code}>
            <TableCell className="font-mono font-bold" dir="ltr">
              {coupon.code}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.kind")} className="md:whitespace-nowrap">
              {t(kindLabel[coupon.kind])}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.value")} className="whitespace-nowrap tabular-nums" data-testid="coupon-value">
              {valueText(coupon)}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.minSubtotal")} className="whitespace-nowrap tabular-nums">
              {coupon.minSubtotal === null ? t("couponsAdmin.none") : aed(coupon.minSubtotal)}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.dates")} className="text-muted-foreground md:min-w-36">
              {datesText(coupon)}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.uses")} className="tabular-nums" data-testid="coupon-uses">
              <span className="grid gap-0.5">
                <span>{usesText(coupon)}</span>
                {coupon.maxUsesPerCustomer === null ? null : (
                  <span className="text-xs text-muted-foreground">
                    {t("couponsAdmin.uses.perCustomer", { max: format.number(coupon.maxUsesPerCustomer) })}
                  </span>
                )}
              </span>
            </TableCell>
            <TableCell label={t("couponsAdmin.col.discountGiven")} className="whitespace-nowrap tabular-nums">
              {aed(coupon.discountGiven)}
            </TableCell>
            <TableCell label={t("couponsAdmin.col.status")}>
              <Badge variant={coupon.active ? "secondary" : "outline"} data-testid="coupon-status" data-active={coupon.active}>
                {t(coupon.active ? "couponsAdmin.active" : "couponsAdmin.inactive")}
              </Badge>
            </TableCell>
            <TableCell label={t("couponsAdmin.col.actions")}>
              <CouponRowActions coupon={coupon} onEdit={onEdit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
