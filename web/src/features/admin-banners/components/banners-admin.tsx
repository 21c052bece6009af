import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useDeleteBanner } from "../api/delete-banner";
import { useAdminBanners } from "../api/get-admin-banners";
import type { Banner } from "../types";
import { BannerFormDialog } from "./banner-form-dialog";
import { BannersTable } from "./banners-table";

/** Spec §2, Banners Management: the list with its inline switch, the create/edit dialog and the delete confirmation. */
export function BannersAdmin() {
  const { t, locale } = useI18n();
  const bannersQuery = useAdminBanners();
  const deleteMutation = useDeleteBanner();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const openForm = (banner: Banner | null) => {
    setEditing(banner);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t, "admin.banners.deleted"),
      onError: (error) => notifyFailure(t, error),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t("admin.banners.title")}
        action={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            {t("admin.banners.add")}
          </Button>
        }
      />
      {bannersQuery.isPending ? (
        <LoadingState message="admin.banners.loading" />
      ) : bannersQuery.isError ? (
        <LoadFailedState message="admin.banners.loadFailed" onRetry={() => void bannersQuery.refetch()} />
      ) : bannersQuery.data.length === 0 ? (
        <EmptyState message="admin.banners.empty" />
      ) : (
        <BannersTable banners={bannersQuery.data} onEdit={openForm} onDelete={setDeleting} />
      )}
      <BannerFormDialog open={formOpen} banner={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDeleteDialog
        name={deleting ? (locale === "ar" ? deleting.titleAr : deleting.titleEn) : null}
        title="admin.banners.deleteTitle"
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
