import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

export function ShopNowLink({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <Button asChild size="lg" className={cn("w-fit px-6", className)}>
      <Link to="/shop">
        {t("storefront.hero.shopNow")}
        <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
      </Link>
    </Button>
  );
}
