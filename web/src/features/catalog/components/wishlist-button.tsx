import { HeartIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useWishlist } from "@/lib/wishlist";

/**
 * The heart: saves the product to a signed-in shopper's wishlist, or to the browser's list for a visitor (joined to her
 * account when she signs in). Pressed while saved.
 */
export function WishlistButton({ productId, className }: { productId: string; className?: string }) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  // One name whatever the state: aria-pressed says whether it is saved (a name that changed too would say it twice).
  const label = t("wishlist.add");
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => {
        void wishlist.toggle(productId).then((done) => {
          if (!done) toast({ variant: "destructive", title: t("toast.error"), description: t("wishlist.failed") });
        });
      }}
      className={cn("size-11", saved && "border-primary text-primary", className)}
    >
      <HeartIcon aria-hidden="true" className={cn("size-5!", saved && "fill-current")} />
    </Button>
  );
}
