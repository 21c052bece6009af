import { PageHeading } from "@/components/page-heading";
import { useI18n } from "@/lib/i18n";
import { BackLink } from "./back-link";

/** Spec §2/§8: an unknown or inactive product, with a way back into the shop. */
export function ProductNotFound() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <PageHeading title={t("storefront.product.notFound")} className="justify-items-center">
        <p className="text-muted-foreground">{t("storefront.product.notFoundBody")}</p>
      </PageHeading>
      <BackLink to="/shop" label={t("storefront.product.backToShop")} />
    </div>
  );
}
