import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the settings screen of spec §2 lands; the route, its chunk and its title are final.
export default function AdminSettingsRoute() {
  const { t } = useI18n();
  return <PageHeading title={t("admin.settings.title")} />;
}
