import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { useI18n } from "@/lib/i18n";
import { useCodRules } from "../api/get-cod-rules";
import { CurrentRules } from "./current-rules";
import { RulesEditor } from "./rules-editor";

/** `/admin/cod-rules`: which orders may be paid on delivery, and new rules tried on the history before they apply. */
export function CodRulesAdmin() {
  const { t } = useI18n();
  const rules = useCodRules();
  return (
    <section>
      <AdminPageHeader title={t("codRules.title")} />
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-muted-foreground">{t("codRules.intro")}</p>
      {rules.isPending ? (
        <LoadingState message="codRules.loading" />
      ) : rules.isError ? (
        <LoadFailedState message="codRules.loadFailed" onRetry={() => void rules.refetch()} />
      ) : (
        <div className="grid gap-6">
          <CurrentRules rules={rules.data} />
          <RulesEditor stored={rules.data} />
        </div>
      )}
    </section>
  );
}
