import { FormDialog } from "@/components/admin/form-dialog";
import { useI18n } from "@/lib/i18n";
import type { Banner } from "../types";
import { BannerForm } from "./banner-form";

interface BannerFormDialogProps {
  open: boolean;
  /** The banner being edited; null opens the dialog in create mode. */
  banner: Banner | null;
  onClose: () => void;
}

export function BannerFormDialog({ open, banner, onClose }: BannerFormDialogProps) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(banner ? "admin.banners.editTitle" : "admin.banners.createTitle")}
      description={t("admin.banners.formDescription")}
      className="max-w-2xl"
    >
      {/* Keyed so each opening starts from the chosen banner, not from what was typed last time. */}
      <BannerForm key={banner?.id ?? "new"} banner={banner} onDone={onClose} />
    </FormDialog>
  );
}
