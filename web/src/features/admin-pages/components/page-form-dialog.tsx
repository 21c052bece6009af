import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormField } from "@/components/admin/form-field";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { pageLabel } from "@/lib/store-pages";
import { useUpdatePage } from "../api/update-page";
import { pageBodyMax, validatePage } from "../lib/validate-page";
import type { AdminPage, PageInput } from "../types";

interface PageFormDialogProps {
  /** The page being written; null keeps the dialog closed. */
  page: AdminPage | null;
  onClose: () => void;
}

export function PageFormDialog({ page, onClose }: PageFormDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={page !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("admin.pages.editTitle", { page: page ? t(pageLabel[page.key]) : "" })}</DialogTitle>
          <DialogDescription>{t("admin.pages.formDescription")}</DialogDescription>
        </DialogHeader>
        {/* Keyed so every opening starts from the stored page, not from what was typed last time. */}
        {page ? <PageForm key={page.key} page={page} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PageForm({ page, onDone }: { page: AdminPage; onDone: () => void }) {
  const { t, format } = useI18n();
  const mutation = useUpdatePage();
  const [values, setValues] = useState<PageInput>({
    titleEn: page.titleEn,
    titleAr: page.titleAr,
    bodyEn: page.bodyEn,
    bodyAr: page.bodyAr,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = submitted ? validatePage(values) : {};
  const message = (field: keyof PageInput) => (errors[field] ? t(errors[field], { max: format.number(pageBodyMax) }) : undefined);
  const set = (field: keyof PageInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const counter = (text: string) =>
    t("admin.pages.length", { count: format.number(text.trim().length), max: format.number(pageBodyMax) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validatePage(values)).length > 0) return;
    mutation.mutate(
      {
        key: page.key,
        titleEn: values.titleEn.trim(),
        titleAr: values.titleAr.trim(),
        bodyEn: values.bodyEn.trim(),
        bodyAr: values.bodyAr.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t, "admin.pages.updated");
          onDone();
        },
        onError: (error) => {
          setServerError(describeWriteFailure(error, t));
          notifyFailure(t, error);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={t("admin.pages.titleEn")}
          lang="en"
          dir="ltr"
          required
          autoComplete="off"
          value={values.titleEn}
          onChange={set("titleEn")}
          error={message("titleEn")}
        />
        <TextField
          label={t("admin.pages.titleAr")}
          lang="ar"
          dir="rtl"
          required
          autoComplete="off"
          value={values.titleAr}
          onChange={set("titleAr")}
          error={message("titleAr")}
        />
        <FormField label={t("admin.pages.bodyEn")} required hint={counter(values.bodyEn)} error={message("bodyEn")}>
          {(control) => <Textarea {...control} lang="en" dir="ltr" rows={10} value={values.bodyEn} onChange={set("bodyEn")} />}
        </FormField>
        <FormField label={t("admin.pages.bodyAr")} required hint={counter(values.bodyAr)} error={message("bodyAr")}>
          {(control) => <Textarea {...control} lang="ar" dir="rtl" rows={10} value={values.bodyAr} onChange={set("bodyAr")} />}
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">{t("admin.pages.paragraphHint")}</p>
      <FormAlert message={serverError} />
      <SubmitFooter label={t("admin.pages.save")} pending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
