import { HeartIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useWishlist } from "@/lib/wishlist";

/** A visitor's note stays a little longer than a plain message: it offers her a step to take. */
const visitorNoteMs = 10_000;

/**
 * The heart: saves the product to a signed-in shopper's wishlist, or to the browser's list for a visitor (joined to her
 * account when she signs in). Pressed while saved. A visitor who saves a piece is told it is kept on this device only,
 * with a way to sign in that brings her back here.
 */
export function WishlistButton({ productId, className }: { productId: string; className?: string }) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
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
        const saving = !saved;
        const visitor = !wishlist.signedIn;
        const here = `${location.pathname}${location.search}`;
        void wishlist.toggle(productId).then((done) => {
          if (!done) {
            toast({ variant: "destructive", title: t("toast.error"), description: t("wishlist.failed") });
          } else if (visitor && saving) {
            toast({
              title: t("wishlist.visitorSaved"),
              description: t("wishlist.visitorHint"),
              duration: visitorNoteMs,
              action: {
                label: t("wishlist.visitorSignIn"),
                altText: t("wishlist.visitorSignInAlt"),
                onSelect: () => navigate(here === "/" ? "/login" : `/login?next=${encodeURIComponent(here)}`),
              },
            });
          }
        });
      }}
      className={cn("size-11", saved && "border-primary text-primary", className)}
    >
      <HeartIcon aria-hidden="true" className={cn("size-5!", saved && "fill-current")} />
    </Button>
  );
}
