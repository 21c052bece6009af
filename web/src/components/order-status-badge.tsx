import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { isLifecycleStatus, orderStatusLabel, orderStatusTone } from "@/lib/order-status";
import { cn } from "@/lib/utils";

/** A status the client does not know yet (a newer server) still shows, in neutral colours, rather than breaking. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useI18n();
  if (!isLifecycleStatus(status)) {
    return (
      <Badge variant="outline" className={className}>
        {status}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" data-status={status} className={cn(orderStatusTone[status], className)}>
      {t(orderStatusLabel[status])}
    </Badge>
  );
}
