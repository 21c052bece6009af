import { HeartIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** Spec §2 shows a wishlist button without behaviour: it only remembers the press on this page, no server call. */
export function WishlistButton({ className }: { className?: string }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      title={t("storefront.product.wishlist")}
      onClick={() => setSaved((value) => !value)}
      className={cn("size-11", saved && "border-primary text-primary", className)}
    >
      <HeartIcon aria-hidden="true" className={cn("size-5!", saved && "fill-current")} />
      <span className="sr-only">{t("storefront.product.wishlist")}</span>
    </Button>
  );
}
