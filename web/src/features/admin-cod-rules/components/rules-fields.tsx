import { useId } from "react";
import { FieldError } from "@/components/ui/field-parts";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/text-field";
import { type EmirateKey, emirateKeys, emirateNames } from "@/lib/addresses";
import { useI18n } from "@/lib/i18n";
import type { RulesDraft, RulesField, RulesFormErrors } from "../lib/rules-form";

interface RulesFieldsProps {
  draft: RulesDraft;
  errors: RulesFormErrors;
  disabled: boolean;
  onChange: (draft: RulesDraft) => void;
}

const amountFields = [
  { field: "minOrder", label: "codRules.form.minOrder", hint: undefined },
  { field: "maxOrder", label: "codRules.form.maxOrder", hint: undefined },
  { field: "maxOrderNewCustomer", label: "codRules.form.maxOrderNewCustomer", hint: "codRules.form.maxOrderNewCustomerHint" },
] as const;

/** The five rules as the admin types them: three amounts, the emirates without COD, and the refusal limit. */
export function RulesFields({ draft, errors, disabled, onChange }: RulesFieldsProps) {
  const { t } = useI18n();
  const emiratesHintId = useId();
  const emiratesErrorId = useId();
  const error = (field: RulesField) => (errors[field] ? t(errors[field]) : undefined);
  const toggle = (key: EmirateKey, on: boolean) =>
    onChange({
      ...draft,
      unavailableEmirates: on ? [...draft.unavailableEmirates, key] : draft.unavailableEmirates.filter((chosen) => chosen !== key),
    });

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-3 md:items-start">
        {amountFields.map(({ field, label, hint }) => (
          <TextField
            key={field}
            label={t(label)}
            hint={hint ? t(hint) : undefined}
            value={draft[field]}
            inputMode="decimal"
            dir="ltr"
            className="[&_input]:rtl:text-right"
            placeholder={t("codRules.form.noLimit")}
            disabled={disabled}
            error={error(field)}
            onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={[emiratesHintId, errors.unavailableEmirates ? emiratesErrorId : null].filter(Boolean).join(" ")}
        data-testid="cod-rules-emirates"
      >
        <legend className="text-sm font-semibold">{t("codRules.form.emirates")}</legend>
        <p id={emiratesHintId} className="text-xs text-muted-foreground">
          {t("codRules.form.emiratesHint")}
        </p>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
          {emirateKeys.map((key) => (
            <li key={key}>
              <label className="flex min-h-11 items-center gap-3 rounded-md px-2 text-sm hover:bg-muted">
                <Checkbox
                  checked={draft.unavailableEmirates.includes(key)}
                  disabled={disabled}
                  onCheckedChange={(on) => toggle(key, on === true)}
                />
                {t(emirateNames[key])}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={emiratesErrorId}>{error("unavailableEmirates")}</FieldError>
      </fieldset>
      <TextField
        label={t("codRules.form.refusalLimit")}
        hint={t("codRules.form.refusalLimitHint")}
        value={draft.refusalLimit}
        inputMode="numeric"
        dir="ltr"
        className="max-w-sm [&_input]:rtl:text-right"
        placeholder={t("codRules.form.noLimit")}
        disabled={disabled}
        error={error("refusalLimit")}
        onChange={(event) => onChange({ ...draft, refusalLimit: event.target.value })}
      />
    </div>
  );
}
