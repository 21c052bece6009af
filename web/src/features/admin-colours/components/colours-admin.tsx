import { type FormEvent, useId, useState } from "react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { serverFieldErrors } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { type Colour, type ColourInput, useAddColour, useAdminColours, useChangeColour } from "../api/colours";

const hexPattern = /^#[0-9a-fA-F]{6}$/;

function readColour(form: HTMLFormElement): ColourInput {
  const data = new FormData(form);
  const read = (name: string) => String(data.get(name) ?? "").trim();
  return { nameEn: read("nameEn"), nameAr: read("nameAr"), hex: read("hex").toLowerCase() };
}

/** A colour's three fields: its names in both languages and its swatch (picked, or typed as #rrggbb). */
function ColourFields({ colour, errors }: { colour?: Colour; errors: Record<string, string> }) {
  const { t } = useI18n();
  const [hex, setHex] = useState(colour?.hex ?? "#000000");
  const pickerId = useId();
  return (
    <>
      <TextField name="nameEn" label={t("adminColours.nameEn")} defaultValue={colour?.nameEn} required maxLength={40} dir="ltr" error={errors.nameEn} />
      <TextField name="nameAr" label={t("adminColours.nameAr")} defaultValue={colour?.nameAr} required maxLength={40} dir="rtl" error={errors.nameAr} />
      <div className="flex items-end gap-2">
        <TextField
          name="hex"
          label={t("adminColours.hex")}
          value={hex}
          onChange={(event) => setHex(event.target.value)}
          required
          maxLength={7}
          dir="ltr"
          error={errors.hex}
          className="min-w-0 flex-1"
        />
        <label htmlFor={pickerId} className="sr-only">
          {t("adminColours.pick")}
        </label>
        <input
          id={pickerId}
          type="color"
          value={hexPattern.test(hex) ? hex.toLowerCase() : "#000000"}
          onChange={(event) => setHex(event.target.value)}
          className="mb-0.5 h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-card"
        />
      </div>
    </>
  );
}

function ColourRow({ colour }: { colour: Colour }) {
  const { t, locale } = useI18n();
  const change = useChangeColour();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = locale === "ar" ? colour.nameAr : colour.nameEn;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { key: colour.key, ...readColour(event.currentTarget) },
      {
        onSuccess: () => {
          notifySuccess(t, "adminColours.saved");
          setErrors({});
          setEditing(false);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notifyFailure(t, error);
        },
      },
    );
  };
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3" data-testid="colour-row">
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden="true" className="size-7 shrink-0 rounded-full border border-black/20" style={{ backgroundColor: colour.hex }} />
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground" lang={locale === "ar" ? "en" : "ar"} dir="auto">
          {locale === "ar" ? colour.nameEn : colour.nameAr}
        </span>
        <code className="text-xs text-muted-foreground" dir="ltr">
          {colour.key} · {colour.hex}
        </code>
        <Button variant="outline" size="sm" className="ms-auto" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? t("adminColours.cancel") : t("adminColours.edit", { name })}
        </Button>
      </div>
      {editing ? (
        <form onSubmit={onSubmit} className="grid items-start gap-3 sm:grid-cols-3" aria-label={t("adminColours.edit", { name })}>
          <ColourFields colour={colour} errors={errors} />
          <div className="sm:col-span-3">
            <Button type="submit" disabled={change.isPending}>
              {t("adminColours.save")}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

/**
 * The store's colours: what the product form's Color field offers and the shop shows in both languages, with their
 * swatches. An admin adds colours and renames them or sets their swatch; a colour's key stays, so products keep it.
 */
export function ColoursAdmin() {
  const { t } = useI18n();
  const colours = useAdminColours();
  const add = useAddColour();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(readColour(event.currentTarget), {
      onSuccess: () => {
        notifySuccess(t, "adminColours.added");
        setErrors({});
        setFormKey((key) => key + 1);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notifyFailure(t, error);
      },
    });
  };
  return (
    <>
      <AdminPageHeader title={t("adminColours.title")} />
      <section aria-labelledby="add-colour" className="grid gap-3 rounded-xl border bg-card p-4">
        <h2 id="add-colour" className="font-semibold">
          {t("adminColours.add")}
        </h2>
        <form key={formKey} onSubmit={onAdd} className="grid items-start gap-3 sm:grid-cols-3">
          <ColourFields errors={errors} />
          <div className="sm:col-span-3">
            <Button type="submit" disabled={add.isPending}>
              {t("adminColours.addButton")}
            </Button>
          </div>
        </form>
      </section>
      {colours.isPending ? (
        <LoadingState message="adminColours.loading" />
      ) : colours.isError ? (
        <LoadFailedState message="adminColours.loadFailed" onRetry={() => void colours.refetch()} />
      ) : (
        <ul className="grid gap-2" aria-label={t("adminColours.title")}>
          {colours.data.map((colour) => (
            <ColourRow key={colour.key} colour={colour} />
          ))}
        </ul>
      )}
    </>
  );
}
