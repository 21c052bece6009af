import { PageHeading } from "@/components/page-heading";
import { WishlistView } from "@/features/wishlist/components/wishlist-view";
import { useI18n } from "@/lib/i18n";

export default function AccountWishlistRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("wishlist.title")} />
      <WishlistView />
    </div>
  );
}
