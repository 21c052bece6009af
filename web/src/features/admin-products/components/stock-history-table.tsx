import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n, type MessageKey } from "@/lib/i18n";
import { useStockHistory, type StockMovement } from "../api/stock";
import { linkedOrderOf, reasonOf } from "../lib/stock-movement";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** "M, Black", or "Standard" for a variant with neither size nor colour. */
export function variantLabel(variant: { size: string | null; color: string | null }, t: Translate): string {
  return [variant.size, variant.color].filter(Boolean).join(", ") || t("adminStock.noVariantName");
}

function actorOf(movement: StockMovement, t: Translate): string {
  if (movement.actor.role === "customer") return t("adminStock.actor.customer");
  return movement.actor.email ?? t("adminStock.actor.system");
}

/** Every movement of the product's stock, newest first, page by page. */
export function StockHistoryTable({ productId }: { productId: string }) {
  const { t, format } = useI18n();
  const history = useStockHistory(productId);
  if (history.isPending) return <p className="text-sm text-muted-foreground">{t("adminStock.loading")}</p>;
  if (history.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("adminStock.historyFailed")}
      </p>
    );
  }
  const movements = history.data.pages.flatMap((page) => page.items);
  const total = history.data.pages[0]?.total ?? 0;
  if (movements.length === 0) return <p className="text-sm text-muted-foreground">{t("adminStock.historyEmpty")}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t("adminStock.historyCount", { count: total })}</p>
      <Table data-testid="stock-history">
        <TableHeader>
          <TableRow>
            <TableHead>{t("adminStock.colTime")}</TableHead>
            <TableHead>{t("adminStock.colVariant")}</TableHead>
            <TableHead>{t("adminStock.colChange")}</TableHead>
            <TableHead>{t("adminStock.colStock")}</TableHead>
            <TableHead>{t("adminStock.colReason")}</TableHead>
            <TableHead>{t("adminStock.colActor")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.map((movement) => (
            <TableRow key={`${movement.version}:${movement.index}`} data-testid="stock-movement">
              <TableCell label={t("adminStock.colTime")} className="whitespace-nowrap">
                <time dateTime={movement.at}>{format.dateTime(movement.at)}</time>
              </TableCell>
              <TableCell label={t("adminStock.colVariant")}>
                <span dir="auto">{variantLabel(movement, t)}</span>
              </TableCell>
              <TableCell label={t("adminStock.colChange")}>
                {/* Signed figures read left to right in both languages. */}
                <span dir="ltr" className={movement.change < 0 ? "font-semibold text-destructive" : "font-semibold text-green-800"}>
                  {movement.change > 0 ? "+" : "−"}
                  {format.number(Math.abs(movement.change))}
                </span>
              </TableCell>
              <TableCell label={t("adminStock.colStock")}>{format.number(movement.stock)}</TableCell>
              <TableCell label={t("adminStock.colReason")}>
                {linkedOrderOf(movement) ? (
                  <Link to={`/admin/orders/${linkedOrderOf(movement)}`} className="underline underline-offset-2 hover:text-primary">
                    {reasonOf(movement, t)}
                  </Link>
                ) : (
                  <span>{reasonOf(movement, t)}</span>
                )}
                {movement.note && movement.reason !== "damaged_return" ? (
                  <span dir="auto" className="block text-xs text-muted-foreground">
                    {movement.note}
                  </span>
                ) : null}
              </TableCell>
              <TableCell label={t("adminStock.colActor")}>
                <span dir="auto" className="break-all">
                  {actorOf(movement, t)}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {history.hasNextPage ? (
        <div>
          <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {t(history.isFetchingNextPage ? "adminStock.loading" : "adminStock.loadMore")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
