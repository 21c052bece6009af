import { notifyFailure, notifySuccess } from "@/components/admin/notify";
import { Badge } from "@/components/ui/badge";
import { Switch } from "@/components/ui/switch";
import { useI18n } from "@/lib/i18n";
import { useSetBannerActive } from "../api/set-banner-active";
import type { Banner } from "../types";

/** Spec §2: the Active/Inactive badge and a switch that changes it at once, without opening the dialog. */
export function BannerStatus({ banner, title }: { banner: Banner; title: string }) {
  const { t } = useI18n();
  const mutation = useSetBannerActive();
  // While the change is on its way the switch already shows it, so the click feels answered.
  const checked = mutation.isPending && mutation.variables ? mutation.variables.isActive : banner.isActive;
  const onChange = (isActive: boolean) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: banner.id, isActive },
      {
        onSuccess: () => notifySuccess(t, "admin.banners.updated"),
        onError: (error) => notifyFailure(t, error),
      },
    );
  };
  return (
    <div className="flex items-center gap-3">
      <Badge variant={checked ? "success" : "outline"} className="min-w-16 justify-center">
        {t(checked ? "admin.catalog.active" : "admin.catalog.inactive")}
      </Badge>
      <Switch
        checked={checked}
        // Not `disabled`: a disabled control drops the keyboard focus, and the person pressing Space is still on it.
        aria-disabled={mutation.isPending}
        onCheckedChange={onChange}
        aria-label={t("admin.banners.toggle", { title })}
      />
    </div>
  );
}
