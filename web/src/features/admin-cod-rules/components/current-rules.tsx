import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { emirateNames } from "@/lib/addresses";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { hasNoRules } from "../lib/rules-form";
import type { CodRules } from "../types";

/** The rules checkout applies now, each in a sentence; "no limit" where a rule is not set. */
export function CurrentRules({ rules }: { rules: CodRules }) {
  const { t, format } = useI18n();
  const aed = (amount: string | null) => (amount === null ? t("codRules.current.noLimit") : t("orders.amountAed", { amount: formatAmount(amount) }));
  const items: [string, string][] = [
    [t("codRules.current.minOrder"), aed(rules.minOrder)],
    [t("codRules.current.maxOrder"), aed(rules.maxOrder)],
    [t("codRules.current.maxOrderNewCustomer"), aed(rules.maxOrderNewCustomer)],
    [
      t("codRules.current.unavailableEmirates"),
      rules.unavailableEmirates.length === 0
        ? t("codRules.current.everyEmirate")
        : rules.unavailableEmirates.map((key) => t(emirateNames[key])).join(t("codRules.current.separator")),
    ],
    [t("codRules.current.refusalLimit"), rules.refusalLimit === null ? t("codRules.current.noLimit") : format.number(rules.refusalLimit)],
  ];
  return (
    <Card data-testid="cod-rules-current">
      <CardHeader>
        <h2 className="text-lg font-bold">{t("codRules.current.title")}</h2>
        <CardDescription>
          {rules.changedAt === null
            ? t("codRules.current.never")
            : hasNoRules(rules)
              ? `${t("codRules.current.none")} ${t("codRules.current.changedAt", { date: format.dateTime(rules.changedAt) })}`
              : t("codRules.current.changedAt", { date: format.dateTime(rules.changedAt) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {items.map(([label, value]) => (
            <div key={label} className="rounded-lg border bg-muted/30 p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
