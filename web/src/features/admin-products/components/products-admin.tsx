import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { EmptyState, LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { ListFooter } from "@/components/admin/list-footer";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { rowsOf, totalOf } from "@/lib/paged-list";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useDeleteProduct } from "../api/delete-product";
import { productFilterNames, useAdminProducts } from "../api/get-admin-products";
import type { AdminProductRow as AdminProduct, CategoryOption } from "../types";
import { ProductFilters } from "./product-filters";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductReviewsDialog } from "./product-reviews-dialog";
import { ProductsTable } from "./products-table";
import { StockDialog } from "./stock-dialog";

/** Spec §2, Products Management. The categories for the form's select come from the route, which owns that data. */
export function ProductsAdmin({ categories }: { categories: readonly CategoryOption[] }) {
  const { t, locale } = useI18n();
  const [filters, setFilters] = useUrlFilters(productFilterNames);
  const productsQuery = useAdminProducts(filters);
  const products = rowsOf(productsQuery.data);
  const total = totalOf(productsQuery.data);
  const filtered = Boolean(filters.q || filters.category || filters.status || filters.stock);
  const deleteMutation = useDeleteProduct();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  // The product whose stock is open, in the address (?stock-of=<id>) so the dashboard can link to it.
  const [params, setParams] = useSearchParams();
  const stockOf = params.get("stock-of");
  const setStockOf = (productId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (productId) next.set("stock-of", productId);
      else next.delete("stock-of");
      return next;
    });
  const [reviewing, setReviewing] = useState<AdminProduct | null>(null);
  const nameOf = (product: AdminProduct) => (locale === "ar" ? product.nameAr : product.nameEn);

  const openForm = (product: AdminProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t, "admin.products.deleted"),
      onError: (error) => notifyFailure(t, error),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t("admin.products.title")}
        action={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden="true" />
            {t("admin.products.add")}
          </Button>
        }
      />
      {productsQuery.isSuccess && (
        <p className="-mt-4 mb-4 text-sm text-muted-foreground" data-testid="products-total">
          {t("adminLists.products.total", { count: total })}
        </p>
      )}
      <ProductFilters filters={filters} categories={categories} onChange={setFilters} />
      {productsQuery.isPending ? (
        <LoadingState message="admin.products.loading" />
      ) : productsQuery.isError ? (
        <LoadFailedState message="admin.products.loadFailed" onRetry={() => void productsQuery.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState message={filtered ? "adminLists.noMatch" : "admin.products.empty"} />
      ) : (
        <div>
          <ProductsTable
            products={products}
            onEdit={openForm}
            onDelete={setDeleting}
            onStock={(product) => setStockOf(product.id)}
            onReviews={setReviewing}
          />
          <ListFooter
            shown={products.length}
            total={total}
            hasMore={productsQuery.hasNextPage}
            loading={productsQuery.isFetchingNextPage}
            failed={productsQuery.isFetchNextPageError}
            onLoadMore={() => void productsQuery.fetchNextPage()}
          />
        </div>
      )}
      <ProductFormDialog
        open={formOpen}
        product={editing}
        categories={categories}
        onClose={() => setFormOpen(false)}
      />
      <StockDialog productId={stockOf} onClose={() => setStockOf(null)} />
      <ProductReviewsDialog
        product={reviewing ? { id: reviewing.id, name: nameOf(reviewing) } : null}
        onClose={() => setReviewing(null)}
      />
      <ConfirmDeleteDialog
        name={deleting ? nameOf(deleting) : null}
        title="admin.products.deleteTitle"
        pending={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
