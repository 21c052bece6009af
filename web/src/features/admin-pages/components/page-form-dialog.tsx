import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { BilingualFields } from "@/components/admin/bilingual-fields";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
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
    <FormDialog
      open={page !== null}
      onClose={onClose}
      title={t("admin.pages.editTitle", { page: page ? t(pageLabel[page.key]) : "" })}
      description={t("admin.pages.formDescription")}
      className="max-w-3xl"
    >
      {/* Keyed so every opening starts from the stored page, not from what was typed last time. */}
      {page ? <PageForm key={page.key} page={page} onDone={onClose} /> : null}
    </FormDialog>
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
  const set = (field: keyof PageInput, value: string) => setValues((current) => ({ ...current, [field]: value }));
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
        <BilingualFields
          names={["titleEn", "titleAr"]}
          labels={[t("admin.pages.titleEn"), t("admin.pages.titleAr")]}
          values={values}
          onChange={set}
          error={message}
          required
        />
        <BilingualFields
          names={["bodyEn", "bodyAr"]}
          labels={[t("admin.pages.bodyEn"), t("admin.pages.bodyAr")]}
          values={values}
          onChange={set}
          error={message}
          hint={(name) => counter(values[name])}
          required
          rows={10}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("admin.pages.paragraphHint")}</p>
      <FormAlert message={serverError} />
      <SubmitFooter label={t("admin.pages.save")} pending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
