import { useParams } from "react-router";
import { AuditOrder } from "@/features/audit/components/audit-order";

export default function AuditOrderRoute() {
  const { id = "" } = useParams();
  return <AuditOrder key={id} orderId={id} />;
}
