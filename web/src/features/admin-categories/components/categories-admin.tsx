import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useDeleteCategory } from "../api/delete-category";
import { useAdminCategories } from "../api/get-admin-categories";
import type { Category } from "../types";
import { CategoriesTable } from "./categories-table";
import { CategoryFormDialog } from "./category-form-dialog";

/** Spec §2, Categories Management: the list, the create/edit dialog and the delete confirmation. */
export function CategoriesAdmin() {
  const { t, locale } = useI18n();
  const categoriesQuery = useAdminCategories({ fresh: true });
  const deleteMutation = useDeleteCategory();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const openForm = (category: Category | null) => {
    setEditing(category);
    setFormOpen(true);
  };

  const nameOf = (category: Category) => (locale === "ar" ? category.nameAr : category.nameEn);

  // A category with products offers no delete (its row says why); only an empty one reaches this confirmation.
  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t, "admin.categories.deleted"),
      // A 409 here means products were filed under it since the list was read; the server's message says how many.
      onError: (error) => notifyFailure(t, error),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t("admin.categories.title")}
        action={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            {t("admin.categories.add")}
          </Button>
        }
      />
      {categoriesQuery.isPending ? (
        <LoadingState message="admin.categories.loading" />
      ) : categoriesQuery.isError ? (
        <LoadFailedState message="admin.categories.loadFailed" onRetry={() => void categoriesQuery.refetch()} />
      ) : categoriesQuery.data.length === 0 ? (
        <EmptyState message="admin.categories.empty" />
      ) : (
        <CategoriesTable categories={categoriesQuery.data} onEdit={openForm} onDelete={setDeleting} />
      )}
      <CategoryFormDialog open={formOpen} category={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDeleteDialog
        name={deleting ? nameOf(deleting) : null}
        title="admin.categories.deleteTitle"
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
