import { ArrowDownLeftIcon, ArrowUpRightIcon, RotateCcwIcon, WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { type StoreCreditEntry, useStoreCredit } from "../api/store-credit";
import { SectionError } from "./section-error";

function EntryRow({ entry }: { entry: StoreCreditEntry }) {
  const { t, format } = useI18n();
  const taken = entry.kind === "spent";
  const Icon = entry.kind === "added" ? ArrowDownLeftIcon : entry.kind === "spent" ? ArrowUpRightIcon : RotateCcwIcon;
  const what =
    entry.kind === "added"
      ? entry.source === "goodwill"
        ? t("storeCredit.source.goodwill")
        : entry.creditNoteNumber
          ? t("storeCredit.source.return", { note: entry.creditNoteNumber })
          : t("storeCredit.source.returnNoNote")
      : t(entry.kind === "spent" ? "storeCredit.onOrder" : "storeCredit.restoredOrder", { number: String(entry.orderNumber ?? "") });
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4" data-testid="store-credit-entry" data-kind={entry.kind}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", taken ? "text-muted-foreground" : "text-primary")} />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <span className="font-semibold">{t(`storeCredit.kind.${entry.kind}`)}</span>
        {entry.orderId ? (
          <Link to={`/account/orders/${entry.orderId}`} className="w-fit text-primary underline-offset-4 hover:underline">
            {what}
          </Link>
        ) : (
          <span>{what}</span>
        )}
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {format.dateTime(entry.at)}
        </time>
      </div>
      <div className="grid shrink-0 justify-items-end gap-1 text-sm">
        <span className={cn("font-bold tabular-nums", taken ? "text-foreground" : "text-primary")}>
          {taken ? "−" : "+"}
          {format.price(entry.amount)}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">{t("storeCredit.balanceAfter", { amount: format.price(entry.balance) })}</span>
      </div>
    </li>
  );
}

/** Her store credit: the balance, how to spend it, and her movements newest first (added, spent, given back). */
export function StoreCreditView() {
  const { t, format } = useI18n();
  const credit = useStoreCredit();

  if (credit.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (credit.isError) return <SectionError onRetry={() => void credit.refetch()} />;

  const [first] = credit.data.pages;
  const entries = credit.data.pages.flatMap((page) => page.entries);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="store-credit-balance" className="grid gap-2 rounded-2xl border bg-accent/40 p-5">
        <h2 id="store-credit-balance" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <WalletIcon aria-hidden="true" className="size-4" />
          {t("storeCredit.balance")}
        </h2>
        <p className="text-3xl font-extrabold tabular-nums text-primary" data-testid="store-credit-balance">
          {format.price(first?.balance ?? "0.00")}
        </p>
        <p className="text-sm text-muted-foreground">{t("storeCredit.balanceHint")}</p>
      </section>
      <section aria-labelledby="store-credit-movements" className="grid gap-3">
        <h2 id="store-credit-movements" className="text-lg font-bold">
          {t("storeCredit.movements")}
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t("storeCredit.empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        {credit.hasNextPage ? (
          <Button variant="outline" className="justify-self-center" onClick={() => void credit.fetchNextPage()} disabled={credit.isFetchingNextPage}>
            {t("storeCredit.more")}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
