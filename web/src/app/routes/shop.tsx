import { useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";

// Placeholder until category cards and product lists land (spec §2, Shop). The header's search box lands here.
export default function ShopRoute() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading title={t("page.shop.title")}>
        {query ? <p className="text-muted-foreground">{t("page.shop.searchResults", { query })}</p> : null}
      </PageHeading>
    </div>
  );
}
