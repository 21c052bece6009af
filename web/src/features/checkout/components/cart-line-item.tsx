import { Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useVariantNames } from "@/lib/variant-names";
import { imageSizes, isResizable, srcSetOf } from "@/lib/responsive-image";
import { cn } from "@/lib/utils";
import { blocksOrder, type CartLine } from "../lib/cart-lines";
import { LineNotices } from "./line-notices";
import { QuantityStepper } from "./quantity-stepper";

interface CartLineItemProps {
  line: CartLine;
  /** Lines further down load their picture only when scrolled to. */
  eager: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, eager, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t, format } = useI18n();
  const { sizeName, colourName } = useVariantNames();
  const colour = colourName(line);
  const details = [
    line.size ? t("cartPage.size", { size: sizeName(line.size) ?? line.size }) : null,
    colour ? t("cartPage.color", { color: colour }) : null,
  ].filter(Boolean);

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <div className="aspect-[4/5] w-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:w-24">
        {line.image ? (
          <img
            src={line.image}
            srcSet={srcSetOf(line.image)}
            sizes={isResizable(line.image) ? imageSizes.thumbnail : undefined}
            alt=""
            width={96}
            height={120}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="grid min-w-0 gap-0.5">
            <h3 className="font-semibold leading-snug">
              {line.slug ? (
                <Link to={`/product/${line.slug}`} className="rounded-sm hover:text-primary hover:underline">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </h3>
            {details.length > 0 ? <p className="text-sm text-muted-foreground">{details.join(" · ")}</p> : null}
            <p className="text-sm text-muted-foreground" data-testid="cart-line-price">
              {t("cartPage.each", { price: format.price(line.price) })}
            </p>
            <LineNotices line={line} />
          </div>
          <p className={cn("font-bold tabular-nums", blocksOrder(line) && "text-muted-foreground line-through")} data-testid="cart-line-total">
            {format.price(line.lineTotal)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <QuantityStepper name={line.name} quantity={line.quantity} max={line.maxQuantity} onChange={onQuantityChange} />
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground hover:text-destructive"
            aria-label={t("cartPage.removeItem", { name: line.name })}
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden="true" />
            <span className="hidden sm:inline">{t("cartPage.remove")}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
