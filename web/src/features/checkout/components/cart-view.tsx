import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useCodFee } from "../hooks/use-cod-fee";
import type { QuotedCart } from "../hooks/use-quoted-cart";
import type { CartLine } from "../lib/cart-lines";
import { CartCheckNotice } from "./cart-check-notice";
import { CartLineItem } from "./cart-line-item";
import { EmptyCart } from "./empty-cart";
import { OrderSummary } from "./order-summary";

interface CartViewProps {
  lines: readonly CartLine[];
  /** What the store said of the cart as a whole (use-quoted-cart.ts). */
  check: Omit<QuotedCart, "lines" | "forget">;
  itemCount: number;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/** Lines that are probably on the first screen load their picture at once; the rest wait until scrolled to. */
const EAGER_LINES = 3;

export function CartView({ lines, check, itemCount, onQuantityChange, onRemove }: CartViewProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const fee = useCodFee();
  const linesHeadingId = useId();

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
      <PageHeading title={t("page.cart.title")}>
        {lines.length > 0 ? <p className="text-muted-foreground">{t("cart.itemCount", { count: itemCount })}</p> : null}
      </PageHeading>

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby={linesHeadingId} className="rounded-2xl border bg-card px-4 shadow-sm sm:px-6">
            <h2 id={linesHeadingId} className="sr-only">
              {t("cartPage.linesHeading")}
            </h2>
            <ul className="divide-y">
              {lines.map((line, index) => (
                <CartLineItem
                  key={`${line.productId}:${line.variantId}`}
                  line={line}
                  eager={index < EAGER_LINES}
                  onQuantityChange={(quantity) => onQuantityChange(line, quantity)}
                  onRemove={() => onRemove(line)}
                />
              ))}
            </ul>
          </section>

          <OrderSummary lines={lines} fee={fee} quote={check.quote}>
            <CartCheckNotice check={check} />
            <Button
              size="lg"
              className="w-full"
              disabled={fee.status !== "ready" || check.blocked}
              onClick={() => navigate("/checkout")}
            >
              {t("orderSummary.checkout")}
              <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t("orderSummary.codNote")}</p>
            <Button asChild variant="link" className="h-auto justify-self-center p-0">
              <Link to="/shop">
                <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
                {t("cartPage.continue")}
              </Link>
            </Button>
          </OrderSummary>
        </div>
      )}
    </div>
  );
}
