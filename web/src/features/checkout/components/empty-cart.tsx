import { ArrowRightIcon, ShoppingBagIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

export function EmptyCart() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <ShoppingBagIcon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold">{t("cartPage.empty.title")}</h2>
      <p className="text-muted-foreground">{t("cartPage.empty.body")}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/shop">
          {t("cartPage.empty.cta")}
          <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </Button>
    </div>
  );
}
