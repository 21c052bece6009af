import { FormDialog } from "@/components/admin/form-dialog";
import { useI18n } from "@/lib/i18n";
import type { AdminProductRow, CategoryOption } from "../types";
import { EditProductForm } from "./edit-product-form";
import { ProductForm } from "./product-form";

interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited; null opens the dialog in create mode. */
  product: AdminProductRow | null;
  categories: readonly CategoryOption[];
  onClose: () => void;
}

export function ProductFormDialog({ open, product, categories, onClose }: ProductFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(product ? "admin.products.editTitle" : "admin.products.createTitle")}
      description={t("admin.products.formDescription")}
      className="max-w-3xl"
    >
      {/* Keyed so each opening starts from the chosen product, not from what was typed last time. */}
      {product ? (
        <EditProductForm key={product.id} productId={product.id} categories={categories} onDone={onClose} />
      ) : (
        <ProductForm key="new" product={null} etag={null} categories={categories} onDone={onClose} />
      )}
    </FormDialog>
  );
}
