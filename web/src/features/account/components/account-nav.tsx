import { NavLink, useMatch } from "react-router";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { accountNavItems } from "./account-nav-items";

/**
 * The account area's sections: a row that scrolls sideways on a phone, a column beside the page from tablets up.
 * An order's page counts as part of My orders.
 */
export function AccountNav() {
  const { t } = useI18n();
  const onOrderPage = useMatch("/account/orders/*") !== null;
  return (
    <nav aria-label={t("account.nav.label")} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0">
      <ul className="flex gap-1 md:flex-col">
        {accountNavItems.map(({ to, label, Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) => {
                const current = isActive || (to === "/account" && onOrderPage);
                return cn(
                  "flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold transition-colors hover:bg-accent hover:text-accent-foreground",
                  current ? "bg-accent text-primary" : "text-foreground/80",
                );
              }}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
