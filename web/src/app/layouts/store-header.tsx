import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { BrandMark } from "@/components/brand-mark";
import { LanguageToggle } from "@/components/language-toggle";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { CartButton } from "@/features/cart/components/cart-button";
import { DeliveryStrip } from "@/features/delivery/components/delivery-strip";
import { SearchBox } from "@/features/search/components/search-box";
import { useScrollCollapse } from "@/hooks/use-scroll-collapse";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { HeaderBell, PhoneAccountCorner } from "./header-bell";

function StoreNav({ className }: { className?: string }) {
  const { t } = useI18n();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground",
      isActive ? "text-primary" : "text-foreground/80",
    );
  return (
    <nav aria-label={t("nav.main")} className={className}>
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to="/" end className={linkClass}>
            {t("nav.home")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/shop" className={linkClass}>
            {t("nav.shop")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/pages/about" className={linkClass}>
            {t("nav.about")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * On a phone the header is 192 px tall at the top of a page (strip, logo row, links and search); once the shopper
 * scrolls down it keeps only the logo row (64 px), with the search behind an icon that brings its row back.
 */
export function StoreHeader() {
  const { t } = useI18n();
  const compact = useScrollCollapse();
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A search sent, another page opened or the top of the page reached folds the search row away again.
  useEffect(() => setSearchOpen(false), [pathname, search, compact]);
  useEffect(() => {
    if (searchOpen) document.getElementById("phone-search")?.querySelector("input")?.focus();
  }, [searchOpen]);
  return (
    <header
      data-compact={compact}
      className={cn(
        "sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85",
        compact && !searchOpen && "max-md:border-b-0 max-md:shadow-sm",
      )}
    >
      <DeliveryStrip className={compact ? "max-md:hidden" : undefined} />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 min-[400px]:gap-3 min-[400px]:px-4 sm:px-6">
        <NavLink to="/" className="flex items-center gap-2 rounded-md" aria-label={t("brand.home")}>
          <BrandMark />
          <span
            className={cn(
              "text-lg font-bold tracking-wide text-primary ltr:uppercase ltr:tracking-[0.12em] min-[400px]:text-xl min-[400px]:ltr:tracking-[0.2em]",
              // The narrowest phones keep only the mark once the header folds and its search icon joins the row.
              compact && "max-[379px]:sr-only",
            )}
          >
            {t("brand.name")}
          </span>
        </NavLink>
        <StoreNav className="hidden ms-4 md:block" />
        <SearchBox className="ms-auto hidden max-w-xs md:block" />
        <div className="ms-auto flex items-center gap-0.5 min-[400px]:gap-1 md:ms-2">
          <button
            type="button"
            aria-controls="phone-search"
            aria-expanded={false}
            onClick={() => setSearchOpen(true)}
            className={cn(
              "hidden size-10 items-center justify-center rounded-md text-foreground/80 hover:bg-accent hover:text-accent-foreground",
              compact && !searchOpen && "max-md:flex",
            )}
          >
            <SearchIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("search.label")}</span>
          </button>
          <LanguageToggle />
          <div className="hidden items-center gap-1 md:flex">
            <HeaderBell />
            <AccountMenu />
          </div>
          <div className="md:hidden">
            <PhoneAccountCorner visitor={<AccountMenu />} />
          </div>
          <CartButton />
        </div>
      </div>
      <div
        id="phone-search"
        className={cn("flex flex-col gap-2 border-t px-4 pb-3 pt-2 md:hidden", compact && !searchOpen && "hidden")}
      >
        <StoreNav className={compact ? "hidden" : undefined} />
        <SearchBox />
      </div>
    </header>
  );
}
