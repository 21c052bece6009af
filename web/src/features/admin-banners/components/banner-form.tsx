import { type FormEvent, useState } from "react";
import { BilingualFields } from "@/components/admin/bilingual-fields";
import { FormAlert } from "@/components/admin/form-alert";
import { FormField } from "@/components/admin/form-field";
import { ImageInput } from "@/components/admin/image-input";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { SubmitFooter } from "@/components/admin/submit-footer";
import { Switch } from "@/components/ui/switch";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { describeWriteFailure } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useCreateBanner } from "../api/create-banner";
import { useUpdateBanner } from "../api/update-banner";
import { type BannerDraft, bannerDraft, toBannerInput, validateBanner } from "../lib/banner-form";
import type { Banner } from "../types";

export function BannerForm({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const { t } = useI18n();
  const createMutation = useCreateBanner();
  const updateMutation = useUpdateBanner();
  const [draft, setDraft] = useState<BannerDraft>(() => bannerDraft(banner));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = createMutation.isPending || updateMutation.isPending;
  const errors = submitted ? validateBanner(draft) : {};
  const set = <F extends keyof BannerDraft>(field: F, value: BannerDraft[F]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateBanner(draft)).length > 0) return;
    const input = toBannerInput(draft);
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t, banner ? "admin.banners.updated" : "admin.banners.created");
        onDone();
      },
      onError: (error: Error) => {
        setServerError(describeWriteFailure(error, t));
        notifyFailure(t, error);
      },
    };
    if (banner) updateMutation.mutate({ id: banner.id, ...input }, callbacks);
    else createMutation.mutate(input, callbacks);
  };

  const message = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <BilingualFields
          names={["titleEn", "titleAr"]}
          labels={[t("admin.banners.titleEn"), t("admin.banners.titleAr")]}
          values={draft}
          onChange={set}
          error={message}
          required
        />
        <BilingualFields
          names={["subtitleEn", "subtitleAr"]}
          labels={[t("admin.banners.subtitleEn"), t("admin.banners.subtitleAr")]}
          values={draft}
          onChange={set}
          rows={2}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">
          {t("admin.banners.image")}
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        </legend>
        <ImageInput
          label={t("admin.banners.image")}
          value={draft.imageUrl}
          onChange={(url) => set("imageUrl", url)}
          error={message("imageUrl")}
          previewClassName="h-24 w-40"
        />
        <p className="text-xs text-muted-foreground">{t("admin.banners.imageHint")}</p>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <WholeNumberField
          label={t("admin.catalog.position")}
          min={0}
          value={draft.position}
          onValueChange={(position) => set("position", position)}
          hint={t("admin.banners.positionHint")}
          error={message("position")}
        />
        <FormField label={t("admin.banners.active")} hint={t("admin.banners.activeHint")}>
          {(control) => (
            <Switch {...control} checked={draft.isActive} onCheckedChange={(checked) => set("isActive", checked)} />
          )}
        </FormField>
      </div>
      <FormAlert message={serverError} />
      <SubmitFooter
        label={t(banner ? "admin.banners.update" : "admin.banners.create")}
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
