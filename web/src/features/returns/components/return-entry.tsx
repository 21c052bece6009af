import { Undo2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { canStillReturn, useReturnable } from "../api/get-returnable";

/** "Return or exchange" on her delivered order while the return window is open and a piece is left to return. */
export function ReturnEntry({ orderId }: { orderId: string }) {
  const { t, format } = useI18n();
  const returnable = useReturnable(orderId);
  if (!canStillReturn(returnable.data)) return null;
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 sm:flex sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{t("returns.openUntil", { date: format.dateTime(returnable.data!.openUntil!) })}</p>
      <Button asChild variant="outline" className="min-h-11 w-full sm:w-auto" data-testid="return-entry">
        <Link to={`/account/orders/${orderId}/return`}>
          <Undo2Icon aria-hidden="true" />
          {t("returns.action")}
        </Link>
      </Button>
    </div>
  );
}
