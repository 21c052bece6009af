import { CircleCheckIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** What the checkout hands the page it lands on (spec: the shopper goes to / after placing an order). */
export interface PlacedOrderNote {
  readonly id: string;
  readonly orderNumber: number;
  readonly amountDue: string;
}

export const placedOrderState = (order: PlacedOrderNote) => ({ placedOrder: { id: order.id, orderNumber: order.orderNumber, amountDue: order.amountDue } });

function placedOrderOf(state: unknown): PlacedOrderNote | null {
  const placed = (state as { placedOrder?: PlacedOrderNote } | null)?.placedOrder;
  return placed && typeof placed.id === "string" && typeof placed.orderNumber === "number" ? placed : null;
}

/**
 * The thank-you the home page opens with right after an order: its number, what happens next with cash on delivery,
 * and the way to the order, once: a reload or a later visit shows the home page as it is.
 */
export function ThankYouPanel() {
  const { t, format } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(() => placedOrderOf(location.state));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!placedOrderOf(location.state)) return;
    heading.current?.focus();
    // Shown once: the history entry forgets it, so a reload or a way back here shows the home page as it is.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
  if (!placed) return null;
  const paid = Number(placed.amountDue) === 0;
  return (
    <section aria-labelledby="thank-you-title" data-testid="thank-you" className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
      <div className="relative rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          className="absolute end-2 top-2 text-emerald-900"
          onClick={() => setPlaced(null)}
        >
          <XIcon aria-hidden="true" />
          <span className="sr-only">{t("thankYou.close")}</span>
        </Button>
        <h2 id="thank-you-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 pe-10 text-lg font-bold outline-none">
          <CircleCheckIcon aria-hidden="true" className="size-6 shrink-0 text-emerald-700" />
          {t("thankYou.title", { number: String(placed.orderNumber) })}
        </h2>
        <p className="mt-3 text-sm font-semibold">{t("thankYou.next")}</p>
        <ol className="mt-1 list-decimal space-y-1 ps-5 text-sm">
          <li>{t("thankYou.step.confirm")}</li>
          <li>{t("thankYou.step.ship")}</li>
          <li>{paid ? t("thankYou.step.paid") : t("thankYou.step.pay", { amount: format.price(placed.amountDue) })}</li>
        </ol>
        <Button asChild className="mt-4">
          <Link to={`/account/orders/${placed.id}`}>{t("thankYou.view", { number: String(placed.orderNumber) })}</Link>
        </Button>
      </div>
    </section>
  );
}
