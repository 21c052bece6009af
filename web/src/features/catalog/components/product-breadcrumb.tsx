import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n";
import { nameOf } from "../lib/localized";
import type { Category } from "../types";

const Separator = () => <ChevronRightIcon aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />;

export function ProductBreadcrumb({ category, name }: { category: Category | null; name: string }) {
  const { t, locale } = useI18n();
  const linkClass = "rounded-sm hover:text-foreground hover:underline underline-offset-4";
  return (
    <nav aria-label={t("storefront.product.breadcrumb")} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li className="flex items-center gap-1.5">
          <Link to="/shop" className={linkClass}>
            {t("nav.shop")}
          </Link>
          <Separator />
        </li>
        {category ? (
          <li className="flex items-center gap-1.5">
            <Link to={`/shop?${new URLSearchParams({ category: category.id })}`} className={linkClass}>
              {nameOf(locale, category)}
            </Link>
            <Separator />
          </li>
        ) : null}
        <li aria-current="page" className="max-w-[16rem] truncate font-semibold text-foreground">
          {name}
        </li>
      </ol>
    </nav>
  );
}
