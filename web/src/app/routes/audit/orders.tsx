import { AuditOrders } from "@/features/audit/components/audit-orders";

export default function AuditOrdersRoute() {
  return <AuditOrders />;
}
