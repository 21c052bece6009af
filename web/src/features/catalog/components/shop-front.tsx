import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import { CategoryCards } from "./category-cards";

/** Spec §2, Shop without a category: the categories to choose from. */
export function ShopFront() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("page.shop.title")}>
        <p className="text-muted-foreground">{t("storefront.shop.intro")}</p>
      </PageHeading>
      <CategoryCards place="shop-front" />
    </div>
  );
}
