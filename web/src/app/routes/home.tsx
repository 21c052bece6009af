import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the hero banner, category grid and new arrivals land (spec §2, Home).
export default function HomeRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading title={t("page.home.title")} />
    </div>
  );
}
