import { useState } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { useI18n } from "@/lib/i18n";
import { useAdminPages } from "../api/get-admin-pages";
import type { AdminPage } from "../types";
import { PageFormDialog } from "./page-form-dialog";
import { PagesTable } from "./pages-table";

/** The footer's text pages (About, Contact, Shipping, Returns, Privacy, Terms), each written in both languages. */
export function PagesAdmin() {
  const { t } = useI18n();
  const pagesQuery = useAdminPages();
  const [editing, setEditing] = useState<AdminPage | null>(null);
  return (
    <>
      <AdminPageHeader title={t("admin.pages.title")} />
      <p className="-mt-3 mb-6 text-sm text-muted-foreground">{t("admin.pages.intro")}</p>
      {pagesQuery.isPending ? (
        <LoadingState message="admin.pages.loading" />
      ) : pagesQuery.isError ? (
        <LoadFailedState message="admin.pages.loadFailed" onRetry={() => void pagesQuery.refetch()} />
      ) : (
        <PagesTable pages={pagesQuery.data} onEdit={setEditing} />
      )}
      <PageFormDialog page={editing} onClose={() => setEditing(null)} />
    </>
  );
}
