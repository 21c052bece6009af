import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
import { Separator } from "@/components/ui/separator";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeWriteFailure, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCreateProduct } from "../api/create-product";
import { useUpdateProduct } from "../api/update-product";
import { useProductDraft } from "../hooks/use-product-draft";
import { productFormMessages } from "../lib/form-messages";
import { draftFromProduct, emptyProductDraft, toProductRequest } from "../lib/product-draft";
import { hasProductErrors, validateProduct } from "../lib/validate-product";
import type { AdminProduct, CategoryOption } from "../types";
import { ImageFields } from "./image-fields";
import { ProductDetailsFields } from "./product-details-fields";
import { VariantFields } from "./variant-fields";

interface ProductFormProps {
  product: AdminProduct | null;
  /** The ETag the product was loaded with (edit mode). */
  etag: string | null;
  categories: readonly CategoryOption[];
  onDone: () => void;
  /** The save was refused because the product changed since it was loaded: read it again. */
  onStale?: () => void;
  /** How many shoppers wait for each saved variant to be back in stock, by variant id (edit mode). */
  waiting?: ReadonlyMap<string, number>;
}

const noErrors = { variantRows: {}, imageRows: {} };

export function ProductForm({ product, etag, categories, onDone, onStale, waiting }: ProductFormProps) {
  const { t } = useI18n();
  const controls = useProductDraft(() => (product ? draftFromProduct(product) : emptyProductDraft()));
  const createMutation = useCreateProduct();
  const updateMutation = useUpdateProduct();
  const pending = createMutation.isPending || updateMutation.isPending;
  const [attempts, setAttempts] = useState(0);
  const [server, setServer] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { draft } = controls;

  // The server's field errors point at rows by index; once anything is edited they may point at the wrong row.
  useEffect(() => setServer(null), [draft]);

  // After a refused submit, take the person to the first field that needs attention.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const clientErrors = attempts > 0 ? validateProduct(draft) : noErrors;
  const messages = productFormMessages(draft, clientErrors, server?.fields ?? {}, t);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (hasProductErrors(validateProduct(draft))) return;
    const input = toProductRequest(draft);
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t, product ? "admin.products.updated" : "admin.products.created");
        onDone();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === "stale_product" && onStale) {
          // Sold or edited meanwhile: saving these figures would undo that, so start again from the stored ones.
          toast({ variant: "destructive", title: t("admin.products.staleTitle"), description: t("admin.products.staleBody") });
          onStale();
          return;
        }
        setServer({ message: describeWriteFailure(error, t), fields: serverFieldErrors(error) });
        notifyFailure(t, error);
      },
    };
    if (product) updateMutation.mutate({ id: product.id, etag, ...input }, callbacks);
    else createMutation.mutate(input, callbacks);
  };

  const showFixReminder = attempts > 0 && hasProductErrors(clientErrors);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-6">
      <p className="text-xs text-muted-foreground">{t("admin.catalog.formHint")}</p>
      <ProductDetailsFields controls={controls} categories={categories} messages={messages.fields} />
      <Separator />
      <VariantFields controls={controls} messages={messages.variants} listMessage={messages.fields.variants} waiting={waiting} />
      <Separator />
      <ImageFields controls={controls} messages={messages.images} listMessage={messages.fields.images} />
      <FormAlert message={server?.message ?? (showFixReminder ? t("admin.catalog.fixErrors") : null)} />
      <SubmitFooter
        label={t(product ? "admin.products.update" : "admin.products.create")}
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
