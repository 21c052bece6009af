import { useId } from "react";
import { TextField } from "@/components/ui/text-field";
import { emirateNames } from "@/lib/addresses";
import { useI18n } from "@/lib/i18n";
import { type DeliveryFormErrors, type ZoneDraft, zoneField } from "../lib/delivery-form";

interface ZoneRowProps {
  index: number;
  zone: ZoneDraft;
  errors: DeliveryFormErrors;
  disabled: boolean;
  onChange: (zone: ZoneDraft) => void;
}

/**
 * One emirate: its fee and its days at the soonest and the latest. A group named by the emirate, so each field reads
 * as "Sharjah, Delivery fee (AED)"; on a phone the three fields stack under the name.
 */
export function ZoneRow({ index, zone, errors, disabled, onChange }: ZoneRowProps) {
  const { t } = useI18n();
  const nameId = useId();
  const error = (field: "fee" | "etaMin" | "etaMax") => {
    const key = errors[zoneField(index, field)];
    return key ? t(key) : undefined;
  };
  const numberField = "[&_input]:rtl:text-right";
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="grid gap-3 border-b py-4 last:border-b-0 sm:grid-cols-[minmax(8rem,12rem)_repeat(3,minmax(0,1fr))] sm:items-start"
      data-testid="delivery-zone"
      data-emirate={zone.emirate}
    >
      <p id={nameId} className="text-base font-semibold sm:pt-8">
        {t(emirateNames[zone.emirate])}
      </p>
      <TextField
        label={t("deliveryAdmin.fee")}
        value={zone.fee}
        inputMode="decimal"
        dir="ltr"
        className={numberField}
        disabled={disabled}
        error={error("fee")}
        onChange={(event) => onChange({ ...zone, fee: event.target.value })}
      />
      <TextField
        label={t("deliveryAdmin.etaMin")}
        value={zone.etaMin}
        inputMode="numeric"
        dir="ltr"
        className={numberField}
        disabled={disabled}
        error={error("etaMin")}
        onChange={(event) => onChange({ ...zone, etaMin: event.target.value })}
      />
      <TextField
        label={t("deliveryAdmin.etaMax")}
        value={zone.etaMax}
        inputMode="numeric"
        dir="ltr"
        className={numberField}
        disabled={disabled}
        error={error("etaMax")}
        onChange={(event) => onChange({ ...zone, etaMax: event.target.value })}
      />
    </div>
  );
}
