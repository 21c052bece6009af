import { TicketPercentIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useI18n } from "@/lib/i18n";
import type { CouponEntry } from "../hooks/use-coupon";

/**
 * The coupon field of checkout's summary: the code, Apply, and once applied the code with a Remove button. Enter in
 * the field applies the code (it does not place the order); focus moves to Remove once a code is applied, and back
 * to the field when it is removed. A refusal is announced and described on the field.
 */
export function CouponField({ coupon, disabled }: { coupon: CouponEntry; disabled: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const problemId = `${id}-problem`;
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"remove" | "input" | null>(null);

  useEffect(() => {
    if (focusNext.current === "remove") removeButton.current?.focus();
    if (focusNext.current === "input") input.current?.focus();
    focusNext.current = null;
  }, [coupon.applied]);

  const apply = async () => {
    if (coupon.checking || disabled) return;
    if (await coupon.apply(typed)) {
      focusNext.current = "remove";
      setTyped("");
    }
  };

  if (coupon.applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
        data-testid="coupon-applied"
      >
        <p role="status" className="flex items-center gap-2 font-semibold">
          <TicketPercentIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t("coupon.applied", { code: coupon.applied })}
        </p>
        <Button
          ref={removeButton}
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={t("coupon.removeLabel", { code: coupon.applied })}
          disabled={disabled}
          onClick={() => {
            focusNext.current = "input";
            coupon.remove();
          }}
        >
          {t("coupon.remove")}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("coupon.label")}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          name="couponCode"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (coupon.problem) coupon.clearProblem();
          }}
          onKeyDown={(event) => {
            // Inside checkout's form: Enter here means "apply this code", never "place the order".
            if (event.key !== "Enter") return;
            event.preventDefault();
            void apply();
          }}
          readOnly={coupon.checking}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          dir="ltr"
          maxLength={64}
          className="uppercase rtl:text-right"
          aria-invalid={coupon.problem ? true : undefined}
          aria-describedby={coupon.problem ? problemId : undefined}
        />
        <Button variant="outline" onClick={() => void apply()} disabled={disabled} aria-disabled={coupon.checking || undefined}>
          {coupon.checking ? t("coupon.applying") : t("coupon.apply")}
        </Button>
      </div>
      {coupon.problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive" data-testid="coupon-problem">
          {coupon.problem}
        </p>
      ) : null}
    </div>
  );
}
