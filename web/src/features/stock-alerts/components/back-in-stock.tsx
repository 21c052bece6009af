import { BellIcon, BellOffIcon, CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useProductStockAlerts } from "../api/get-product-stock-alerts";
import { useStartWaiting } from "../api/start-waiting";
import { useStopWaiting } from "../api/stop-waiting";
import { variantName } from "../lib/variant-name";

interface BackInStockProps {
  productId: string;
  variants: readonly { id: string; size: string | null; color: string | null; stock: number }[];
  signedIn: boolean;
  /** Where a visitor signs in and comes back to this page. */
  signInTo: string;
  /** The size came back while she looked: the page reads the product again. */
  onRestocked: () => void;
}

/**
 * Under the add-to-cart button of a product with a sold-out size (ADR 060): each sold-out size offers "Notify me when
 * it's back", says so while she waits (with a way to stop), and a visitor is invited to sign in. Sold-out sizes stay
 * unchoosable in the size selector (spec §2); this is where she asks for them.
 */
export function BackInStock({ productId, variants, signedIn, signInTo, onRestocked }: BackInStockProps) {
  const { t } = useI18n();
  const soldOut = variants.filter((variant) => variant.stock < 1);
  const alerts = useProductStockAlerts(productId, signedIn && soldOut.length > 0);
  if (soldOut.length === 0) return null;

  return (
    <section aria-labelledby="back-in-stock-title" data-testid="back-in-stock" className="grid gap-3 rounded-lg border border-dashed p-4">
      <h2 id="back-in-stock-title" className="flex items-center gap-2 text-sm font-semibold">
        <BellIcon aria-hidden="true" className="size-4 shrink-0" />
        {t("stockAlerts.title")}
      </h2>
      {signedIn ? (
        <ul className="grid gap-3">
          {soldOut.map((variant) => (
            <SoldOutVariant
              key={variant.id}
              variantId={variant.id}
              name={variantName(variant, t("storefront.product.oneSize"))}
              waiting={alerts.data?.has(variant.id) ?? false}
              ready={alerts.isSuccess}
              onRestocked={onRestocked}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t("stockAlerts.visitor")}{" "}
          <Link to={signInTo} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("stockAlerts.signIn")}
          </Link>
        </p>
      )}
    </section>
  );
}

interface SoldOutVariantProps {
  variantId: string;
  name: string;
  waiting: boolean;
  /** Her alerts are read: until then whether she waits is unknown, and nothing is offered. */
  ready: boolean;
  onRestocked: () => void;
}

function SoldOutVariant({ variantId, name, waiting, ready, onRestocked }: SoldOutVariantProps) {
  const { t, locale } = useI18n();
  const start = useStartWaiting();
  const stop = useStopWaiting();
  const pending = start.isPending || stop.isPending;

  const failed = (error: Error) => {
    if (error instanceof ApiError && error.code === "variant_in_stock") {
      toast({ title: t("stockAlerts.inStock") });
      onRestocked();
      return;
    }
    toast({ variant: "destructive", title: t("toast.error"), description: describeError(error, { t, fallback: "stockAlerts.failed" }) });
  };
  const notify = () =>
    start.mutate(
      { variantId, locale },
      {
        onSuccess: () => toast({ title: t("stockAlerts.started"), description: t("stockAlerts.startedBody", { variant: name }) }),
        onError: failed,
      },
    );
  const stopWaiting = () =>
    stop.mutate(variantId, { onSuccess: () => toast({ title: t("stockAlerts.stopped", { variant: name }) }), onError: failed });

  return (
    <li data-testid={`stock-alert-${variantId}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <span dir="auto" className="text-sm font-semibold">
        {name}
      </span>
      {!ready ? null : waiting ? (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span role="status" className="flex items-center gap-1.5 text-sm text-primary">
            <CheckIcon aria-hidden="true" className="size-4 shrink-0" />
            {t("stockAlerts.waiting")}
          </span>
          <Button variant="ghost" size="sm" disabled={pending} onClick={stopWaiting}>
            <BellOffIcon aria-hidden="true" />
            {t("stockAlerts.stop")}
            <span className="sr-only"> ({name})</span>
          </Button>
        </span>
      ) : (
        <Button variant="outline" className="h-11" disabled={pending} onClick={notify}>
          <BellIcon aria-hidden="true" />
          {t("stockAlerts.notify")}
          {/* Its size in its name too, so each sold-out size's button says which it is. */}
          <span className="sr-only"> ({name})</span>
        </Button>
      )}
    </li>
  );
}
