// The audit area's texts travel with the back office's and are registered before any audit screen renders.
import "@/lib/i18n/admin";
import { EyeIcon } from "lucide-react";
import { useMe } from "@/features/auth/api/get-me";
import { auditArea, auditExitsForAdmins } from "@/features/audit/components/audit-area";
import { useI18n } from "@/lib/i18n";
import { StaffLayout } from "@/app/layouts/staff-layout";

export default function AuditLayoutRoute() {
  const { t } = useI18n();
  const { data: user } = useMe();
  return (
    <StaffLayout
      area={auditArea}
      footerLinks={user?.role === "admin" ? auditExitsForAdmins : undefined}
      headerNote={
        <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground" title={t("audit.readOnly")}>
          <EyeIcon aria-hidden="true" className="size-3.5" />
          {t("audit.subtitle")}
        </span>
      }
    />
  );
}
