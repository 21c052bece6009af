import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(banner ? "admin.banners.editTitle" : "admin.banners.createTitle")}</DialogTitle>
          <DialogDescription>{t("admin.banners.formDescription")}</DialogDescription>
        </DialogHeader>
        {/* Keyed so each opening starts from the chosen banner, not from what was typed last time. */}
        <BannerForm key={banner?.id ?? "new"} banner={banner} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
