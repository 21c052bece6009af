import { Outlet } from "react-router";
import { useMe } from "@/features/auth/api/get-me";
import { useI18n } from "@/lib/i18n";
import { WishlistProvider } from "@/lib/wishlist";
import { StoreFooter } from "./store-footer";
import { StoreHeader } from "./store-header";

/** Every customer page: header, the page, footer. */
export function StoreLayout() {
  const { t } = useI18n();
  const me = useMe();
  return (
    <WishlistProvider userId={me.data?.id ?? null}>
      <div className="flex min-h-svh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:px-4 focus:py-2"
        >
          {t("header.skipToContent")}
        </a>
        <StoreHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <StoreFooter />
      </div>
    </WishlistProvider>
  );
}
