import { Undo2Icon } from "lucide-react";
import { useUpdateReturnWindow } from "../api/update-return-window";
import { WholeNumberSettingForm } from "./whole-number-setting-form";

/** How many days after delivery a shopper may ask to return or exchange pieces (0 closes returns). */
export function ReturnWindowForm({ storedDays }: { storedDays: number }) {
  return (
    <WholeNumberSettingForm
      stored={storedDays}
      min={0}
      max={365}
      icon={Undo2Icon}
      mirrorIcon
      mutation={useUpdateReturnWindow()}
      texts={{
        label: "admin.settings.returnWindowDays",
        hint: "admin.settings.returnWindowDaysHint",
        invalid: "admin.settings.returnWindowDaysInvalid",
        save: "admin.settings.returnWindowSave",
        saving: "admin.settings.returnWindowSaving",
        saved: "admin.settings.returnWindowSaved",
      }}
    />
  );
}
