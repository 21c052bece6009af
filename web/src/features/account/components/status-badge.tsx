import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { isLifecycleStatus, orderStatusTone } from "@/lib/order-status";
import { cn } from "@/lib/utils";
import { statusLabel } from "../lib/status-labels";

/** An order's status in the spec's colours (the back office's badge), named in the shopper's texts. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge
      variant="outline"
      data-testid="order-status"
      data-status={status}
      className={cn(isLifecycleStatus(status) && orderStatusTone[status], className)}
    >
      {statusLabel(status, t)}
    </Badge>
  );
}
