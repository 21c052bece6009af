import { ShoppingBagIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useCartCount } from "../hooks/use-cart";

export function CartButton() {
  const { t, format } = useI18n();
  const count = useCartCount();
  // The badge is decorative; the link's name carries the count in words, with the right plural in each language.
  const label = t("cart.buttonLabel", { items: t("cart.itemCount", { count }) });
  return (
    <Link
      to="/cart"
      aria-label={label}
      data-testid="cart-button"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
    >
      <ShoppingBagIcon aria-hidden="true" className="size-5!" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.7rem] font-bold leading-none text-primary-foreground"
        >
          {count > 99 ? `${format.number(99)}+` : format.number(count)}
        </span>
      ) : null}
    </Link>
  );
}
