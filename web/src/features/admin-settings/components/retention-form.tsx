import { ShieldCheckIcon } from "lucide-react";
import { useUpdateRetention } from "../api/update-retention";
import { WholeNumberSettingForm } from "./whole-number-setting-form";

/** How many years an inactive customer's personal data is kept before the store erases it. */
export function RetentionForm({ storedYears }: { storedYears: number }) {
  return (
    <WholeNumberSettingForm
      stored={storedYears}
      min={1}
      max={20}
      icon={ShieldCheckIcon}
      mutation={useUpdateRetention()}
      texts={{
        label: "admin.settings.retentionYears",
        hint: "admin.settings.retentionYearsHint",
        invalid: "admin.settings.retentionYearsInvalid",
        save: "admin.settings.retentionSave",
        saving: "admin.settings.retentionSaving",
        saved: "admin.settings.retentionSaved",
      }}
    />
  );
}
