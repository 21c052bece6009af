import { useI18n } from "@/lib/i18n";
import { CategoryCards } from "./category-cards";
import { SectionHeading } from "./section-heading";

export function BrowseCategories() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="browse-categories" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeading
        id="browse-categories"
        title={t("storefront.categories.title")}
        subtitle={t("storefront.categories.subtitle")}
      />
      <CategoryCards place="home-section" />
    </section>
  );
}
