import { LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n";

/**
 * Cancel and the submit button of a dialog form, both disabled while the save is on its way. The bar sticks to the
 * bottom of a long scrolling dialog, so saving never means scrolling back down past every variant and image.
 */
export function SubmitFooter({ label, pending, onCancel }: { label: string; pending: boolean; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <DialogFooter className="sticky -bottom-5 z-10 -mx-5 -mb-5 border-t bg-card px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t("admin.catalog.cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
        {label}
      </Button>
    </DialogFooter>
  );
}
