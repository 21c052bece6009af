import { Badge } from "@/components/ui/badge";
import { useI18n } from "@/lib/i18n";
import { returnStatusLabel, returnStatusTone, type ReturnStatus } from "@/lib/return-terms";
import { cn } from "@/lib/utils";

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" data-testid="return-status" data-status={status} className={cn(returnStatusTone[status])}>
      {t(returnStatusLabel[status])}
    </Badge>
  );
}
