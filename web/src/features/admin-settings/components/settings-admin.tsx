import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { useI18n } from "@/lib/i18n";
import { useAdminSettings } from "../api/get-admin-settings";
import { CodFeeForm } from "./cod-fee-form";
import { CodLifeForm } from "./cod-life-form";
import { RetentionForm } from "./retention-form";
import { ReturnWindowForm } from "./return-window-form";

export function SettingsAdmin() {
  const { t } = useI18n();
  const settingsQuery = useAdminSettings();
  return (
    <>
      <AdminPageHeader title={t("admin.settings.title")} />
      {settingsQuery.isPending ? (
        <LoadingState message="admin.settings.loading" />
      ) : settingsQuery.isError ? (
        <LoadFailedState message="admin.settings.loadFailed" onRetry={() => void settingsQuery.refetch()} />
      ) : (
        <div className="grid gap-6">
          <CodFeeForm storedFee={settingsQuery.data.codFee} />
          <CodLifeForm stored={settingsQuery.data} />
          <ReturnWindowForm storedDays={settingsQuery.data.returnWindowDays} />
          <RetentionForm storedYears={settingsQuery.data.personalDataRetentionYears} />
        </div>
      )}
    </>
  );
}
