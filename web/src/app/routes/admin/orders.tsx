import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until the orders screen of spec §2 lands; the route, its chunk and its title are final.
export default function AdminOrdersRoute() {
  const { t } = useI18n();
  return <PageHeading title={t("admin.orders.title")} />;
}
