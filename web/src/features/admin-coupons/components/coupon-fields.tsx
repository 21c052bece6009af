import { Switch } from "@/components/ui/switch";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useI18n } from "@/lib/i18n";
import type { CouponDraft, CouponField, CouponFormErrors } from "../lib/coupon-form";
import { kindLabel } from "../lib/labels";
import { couponKinds, type CouponKind } from "../types";

interface CouponFieldsProps {
  draft: CouponDraft;
  errors: CouponFormErrors;
  /** Editing: the code is shown but never changes. */
  editing: boolean;
  disabled: boolean;
  onChange: (draft: CouponDraft) => void;
}

/** Digits and dates read left to right in both languages; in Arabic they sit at the start (right) of the box. */
const ltrField = "[&_input]:rtl:text-right";

/** A coupon's terms as the admin types them; the value is asked only of a kind that has one. */
export function CouponFields({ draft, errors, editing, disabled, onChange }: CouponFieldsProps) {
  const { t } = useI18n();
  const error = (field: CouponField) => (errors[field] ? t(errors[field]) : undefined);
  const set = (change: Partial<CouponDraft>) => onChange({ ...draft, ...change });

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label={t("couponsAdmin.field.code")}
          hint={t(editing ? "couponsAdmin.field.codeFixed" : "couponsAdmin.field.codeHint")}
          value={draft.code}
          required={!editing}
          readOnly={editing}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          className="[&_input]:rtl:text-right [&_input]:uppercase [&_input:read-only]:bg-muted"
          disabled={disabled && !editing}
          error={error("code")}
          onChange={(event) => set({ code: event.target.value })}
        />
        <SelectField
          label={t("couponsAdmin.field.kind")}
          placeholder={t("couponsAdmin.field.kindChoose")}
          options={couponKinds.map((kind) => ({ value: kind, label: t(kindLabel[kind]) }))}
          value={draft.kind}
          required
          disabled={disabled}
          error={error("kind")}
          onChange={(event) => {
            const kind = event.target.value as CouponKind;
            if (couponKinds.includes(kind)) set({ kind });
          }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        {draft.kind === "free_delivery" ? null : (
          <TextField
            label={t(draft.kind === "percent" ? "couponsAdmin.field.percent" : "couponsAdmin.field.amount")}
            value={draft.value}
            required
            inputMode="decimal"
            dir="ltr"
            className={ltrField}
            disabled={disabled}
            error={error("value")}
            onChange={(event) => set({ value: event.target.value })}
          />
        )}
        <TextField
          label={t("couponsAdmin.field.minSubtotal")}
          hint={t("couponsAdmin.field.minSubtotalHint")}
          value={draft.minSubtotal}
          inputMode="decimal"
          dir="ltr"
          className={ltrField}
          placeholder={t("couponsAdmin.none")}
          disabled={disabled}
          error={error("minSubtotal")}
          onChange={(event) => set({ minSubtotal: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          type="datetime-local"
          dir="ltr"
          className={ltrField}
          label={t("couponsAdmin.field.startsAt")}
          hint={t("couponsAdmin.field.startsAtHint")}
          value={draft.startsAt}
          disabled={disabled}
          error={error("startsAt")}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <TextField
          type="datetime-local"
          dir="ltr"
          className={ltrField}
          label={t("couponsAdmin.field.endsAt")}
          hint={t("couponsAdmin.field.endsAtHint")}
          value={draft.endsAt}
          disabled={disabled}
          error={error("endsAt")}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label={t("couponsAdmin.field.maxUses")}
          hint={t("couponsAdmin.field.maxUsesHint")}
          value={draft.maxUses}
          inputMode="numeric"
          dir="ltr"
          className={ltrField}
          placeholder={t("couponsAdmin.noLimit")}
          disabled={disabled}
          error={error("maxUses")}
          onChange={(event) => set({ maxUses: event.target.value })}
        />
        <TextField
          label={t("couponsAdmin.field.maxUsesPerCustomer")}
          value={draft.maxUsesPerCustomer}
          inputMode="numeric"
          dir="ltr"
          className={ltrField}
          placeholder={t("couponsAdmin.noLimit")}
          disabled={disabled}
          error={error("maxUsesPerCustomer")}
          onChange={(event) => set({ maxUsesPerCustomer: event.target.value })}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <Switch checked={draft.active} disabled={disabled} onCheckedChange={(active) => set({ active })} />
        {t("couponsAdmin.field.active")}
      </label>
    </div>
  );
}
