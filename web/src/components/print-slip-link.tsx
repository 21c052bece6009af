import { PrinterIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** An icon button that opens an order's packing slip, named with the order's number for screen readers. */
export function PrintSlipLink({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const { t } = useI18n();
  const label = t("slip.printOrder", { number: String(orderNumber) });
  return (
    <Button asChild variant="ghost" size="icon" className="size-9" title={label}>
      <Link to={`/admin/orders/${orderId}/slip`}>
        <PrinterIcon aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </Link>
    </Button>
  );
}
