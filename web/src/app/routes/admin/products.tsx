import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the products screen of spec §2 lands; the route, its chunk and its title are final.
export default function AdminProductsRoute() {
  const { t } = useI18n();
  return <PageHeading title={t("admin.products.title")} />;
}
