import { LandmarkIcon, LoaderCircleIcon, RotateCcwIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { describeWriteFailure, serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useSaveBusiness } from "../api/save-business";
import { type BusinessErrors, type BusinessField, businessErrorsFromServer, draftOf, readBusinessDraft } from "../lib/business-form";
import type { BusinessDetails } from "../types";

/**
 * The seller as tax invoices name it (ADR 067): legal name and address in English and Arabic, the TRN and whether
 * the shop is VAT-registered; saved all at once. Invoices already issued keep the details they were issued with.
 */
export function BusinessForm({ stored }: { stored: BusinessDetails }) {
  const { t } = useI18n();
  const save = useSaveBusiness();
  const titleId = useId();
  const registeredId = useId();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readBusinessDraft(draft);
    if ("errors" in typed) {
      setErrors(typed.errors);
      setFormError(t("business.fix"));
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(typed.input, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notifySuccess(t, "business.saved");
      },
      onError: (error) => {
        const paths = Object.keys(serverFieldErrors(error));
        if (paths.length > 0) {
          setErrors(businessErrorsFromServer(paths));
          setFormError(t("business.fix"));
          return;
        }
        setFormError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    });
  };

  const edit = (changes: Partial<typeof draft>) => {
    setDraft({ ...draft, ...changes });
    setFormError(null);
  };
  const text = (field: Exclude<BusinessField, "trn">, dir: "ltr" | "rtl") => (
    <TextField
      label={t(`business.${field}`)}
      value={draft[field]}
      dir={dir}
      lang={dir === "rtl" ? "ar" : "en"}
      required
      autoComplete="off"
      disabled={save.isPending}
      error={errors[field] ? t(errors[field]) : undefined}
      onChange={(event) => edit({ [field]: event.target.value })}
      data-testid={`business-${field}`}
    />
  );

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-testid="business-form">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
              <LandmarkIcon aria-hidden="true" className="size-5" />
            </span>
            <h2 id={titleId} className="text-lg font-bold">
              {t("business.title")}
            </h2>
          </div>
          <CardDescription>{t("business.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text("legalNameEn", "ltr")}
          {text("legalNameAr", "rtl")}
          {text("addressEn", "ltr")}
          {text("addressAr", "rtl")}
          <div className="flex items-center gap-3 sm:col-span-2">
            <Checkbox
              id={registeredId}
              checked={draft.vatRegistered}
              disabled={save.isPending}
              onCheckedChange={(value) => edit({ vatRegistered: value === true })}
              data-testid="business-vat-registered"
            />
            <label htmlFor={registeredId} className="text-sm font-medium">
              {t("business.vatRegistered")}
            </label>
          </div>
          <TextField
            label={t("business.trn")}
            hint={t("business.trnHint")}
            value={draft.trn}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            className="[&_input]:rtl:text-right"
            required={draft.vatRegistered}
            disabled={save.isPending}
            error={errors.trn ? t(errors.trn) : undefined}
            onChange={(event) => edit({ trn: event.target.value })}
            data-testid="business-trn"
          />
          <div className="sm:col-span-2">
            <FormAlert message={formError} />
          </div>
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            className="min-h-11 w-full sm:w-auto"
            disabled={save.isPending}
            onClick={() => {
              setDraft(draftOf(stored));
              setErrors({});
              setFormError(null);
            }}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t("business.reset")}
          </Button>
          <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
            {t(save.isPending ? "business.saving" : "business.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
