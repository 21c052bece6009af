import { useState } from "react";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { type LoadedProduct, useAdminProduct } from "../api/get-admin-product";
import { useWaitingShoppers } from "../api/get-waiting-shoppers";
import type { CategoryOption } from "../types";
import { ProductForm } from "./product-form";

interface EditProductFormProps {
  productId: string;
  categories: readonly CategoryOption[];
  onDone: () => void;
}

/** The edit form on the product as the server has it when the form opens, with its ETag. */
export function EditProductForm({ productId, categories, onDone }: EditProductFormProps) {
  const query = useAdminProduct(productId);
  if (query.isPending) return <LoadingState message="admin.products.loadingOne" />;
  if (query.isError) return <LoadFailedState message="admin.products.loadOneFailed" onRetry={() => void query.refetch()} />;
  return (
    <EditSession
      initial={query.data}
      reload={async () => (await query.refetch()).data}
      categories={categories}
      onDone={onDone}
    />
  );
}

interface EditSessionProps {
  initial: LoadedProduct;
  reload: () => Promise<LoadedProduct | undefined>;
  categories: readonly CategoryOption[];
  onDone: () => void;
}

/**
 * Keeps the copy the admin edits: a re-read in the background (another screen's change refreshes the product
 * reads) never replaces what is being typed. Only a save refused because the product moved on (a sale, another
 * admin's edit) reloads it, and the form starts over from the stored figures.
 */
function EditSession({ initial, reload, categories, onDone }: EditSessionProps) {
  const [loaded, setLoaded] = useState(initial);
  // Shown beside each sold-out variant; the form works without them.
  const waiting = useWaitingShoppers(initial.product.id);
  const onStale = () => {
    void reload().then((fresh) => fresh && setLoaded(fresh));
  };
  return (
    <ProductForm
      // Keyed by version, so the reloaded product replaces the refused draft.
      key={`${loaded.product.id}:${loaded.etag ?? ""}`}
      product={loaded.product}
      etag={loaded.etag}
      categories={categories}
      onDone={onDone}
      onStale={onStale}
      waiting={waiting.data}
    />
  );
}
