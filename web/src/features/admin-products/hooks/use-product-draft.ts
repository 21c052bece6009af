import { useCallback, useMemo, useState } from "react";
import { type ImageDraft, newImage, newVariant, type ProductDraft, type VariantDraft } from "../lib/product-draft";

type DetailField = Exclude<keyof ProductDraft, "variants" | "images">;

/** The product form's state and the edits its rows allow; every edit returns a new draft, never mutates one. */
export function useProductDraft(initial: () => ProductDraft) {
  const [draft, setDraft] = useState<ProductDraft>(initial);

  const setField = useCallback(<F extends DetailField>(field: F, value: ProductDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  }, []);

  const actions = useMemo(
    () => ({
      updateVariant: (key: string, changes: Partial<Omit<VariantDraft, "key" | "id">>) =>
        setDraft((current) => ({
          ...current,
          variants: current.variants.map((row) => (row.key === key ? { ...row, ...changes } : row)),
        })),
      addVariant: () => setDraft((current) => ({ ...current, variants: [...current.variants, newVariant()] })),
      removeVariant: (key: string) =>
        setDraft((current) => ({ ...current, variants: current.variants.filter((row) => row.key !== key) })),
      updateImage: (key: string, changes: Partial<Omit<ImageDraft, "key" | "id" | "isPrimary">>) =>
        setDraft((current) => ({
          ...current,
          images: current.images.map((row) => (row.key === key ? { ...row, ...changes } : row)),
        })),
      /** One primary photo: ticking a row unticks the others, so the shop never has to guess which one leads. */
      setPrimaryImage: (key: string, isPrimary: boolean) =>
        setDraft((current) => ({
          ...current,
          images: current.images.map((row) => ({ ...row, isPrimary: row.key === key ? isPrimary : isPrimary ? false : row.isPrimary })),
        })),
      addImage: () =>
        setDraft((current) => ({ ...current, images: [...current.images, newImage(current.images.length)] })),
      removeImage: (key: string) =>
        setDraft((current) => ({ ...current, images: current.images.filter((row) => row.key !== key) })),
    }),
    [],
  );

  return { draft, setField, ...actions };
}

export type ProductDraftControls = ReturnType<typeof useProductDraft>;
