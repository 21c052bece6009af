import { AuditSeal } from "@/features/audit/components/audit-seal";

export default function AuditSealRoute() {
  return <AuditSeal />;
}
