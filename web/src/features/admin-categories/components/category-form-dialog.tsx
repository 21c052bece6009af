import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
import { toast } from "@/components/ui/use-toast";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";
import { toCategoryInput, validateCategory } from "../lib/validate-category";
import type { Category, CategoryInput } from "../types";

interface CategoryFormDialogProps {
  open: boolean;
  /** The category being edited; null opens the dialog in create mode. */
  category: Category | null;
  onClose: () => void;
}

export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(category ? "admin.categories.editTitle" : "admin.categories.createTitle")}
      description={t("admin.categories.formDescription")}
    >
      {/* Keyed so every opening starts from the chosen record, not from what was typed last time. */}
      <CategoryForm key={category?.id ?? "new"} category={category} onDone={onClose} />
    </FormDialog>
  );
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useI18n();
  const createMutation = useCreateCategory();
  const updateMutation = useUpdateCategory();
  const [values, setValues] = useState<CategoryInput>({ nameEn: category?.nameEn ?? "", nameAr: category?.nameAr ?? "" });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [taken, setTaken] = useState<{ field: keyof CategoryInput; value: string } | null>(null);
  const pending = createMutation.isPending || updateMutation.isPending;
  const errors = submitted ? validateCategory(values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateCategory(values)).length > 0) return;
    const input = toCategoryInput(values);
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t, category ? "admin.categories.updated" : "admin.categories.created");
        onDone();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.code === "duplicate_category_name") {
          // Said in the admin's language, beside the name that is taken, until that name is changed.
          const field = error.params?.language === "ar" ? "nameAr" : "nameEn";
          const message = t(field === "nameAr" ? "admin.categories.duplicateNameAr" : "admin.categories.duplicateNameEn");
          setTaken({ field, value: values[field] });
          toast({ variant: "destructive", title: t("toast.error"), description: message });
          return;
        }
        setServerError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    };
    if (category) updateMutation.mutate({ id: category.id, ...input }, callbacks);
    else createMutation.mutate(input, callbacks);
  };

  const bind = (field: keyof CategoryInput) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field]
      ? t(errors[field])
      : taken?.field === field && taken.value === values[field]
        ? t(field === "nameAr" ? "admin.categories.duplicateNameAr" : "admin.categories.duplicateNameEn")
        : undefined,
    required: true,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField label={t("admin.categories.nameEn")} lang="en" dir="ltr" autoComplete="off" {...bind("nameEn")} />
      <TextField label={t("admin.categories.nameAr")} lang="ar" dir="rtl" autoComplete="off" {...bind("nameAr")} />
      {category ? (
        <p className="text-xs text-muted-foreground">
          {t("admin.categories.slug")}: <code dir="ltr">{category.slug}</code> — {t("admin.categories.slugHint")}
        </p>
      ) : null}
      <FormAlert message={serverError} />
      <SubmitFooter
        label={t(category ? "admin.categories.update" : "admin.categories.create")}
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
