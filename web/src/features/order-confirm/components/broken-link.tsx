import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** A link that names no order of the store (altered, cut short) or an order that is gone: what she can do instead. */
export function BrokenLink({ title, body }: { title: string; body: string }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mx-auto grid w-full max-w-2xl gap-4" data-testid="confirm-broken-link">
      <PageHeading title={title} />
      <p className="text-muted-foreground">{body}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/account">{t("orderConfirm.myOrders")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/shop">{t("orderConfirm.shopMore")}</Link>
        </Button>
      </div>
    </div>
  );
}
