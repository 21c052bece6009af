import { CheckIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { statusLabel } from "../lib/status-labels";
import type { TimelineStep } from "../types";

/**
 * placed → confirmed → packed → shipped → delivered: each step the order has reached with its time, the current one
 * marked for screen readers too. A step skipped on the way has no time but still counts as passed.
 */
export function StatusTimeline({ steps, status }: { steps: TimelineStep[]; status: string }) {
  const { t, format } = useI18n();
  const currentIndex = steps.findIndex((step) => step.status === status);
  return (
    <ol className="grid gap-0" data-testid="status-timeline" aria-label={t("account.order.timeline")}>
      {steps.map((step, index) => {
        const passed = index <= currentIndex;
        const current = index === currentIndex;
        const label = statusLabel(step.status, t);
        return (
          <li
            key={step.status}
            data-status={step.status}
            data-reached={passed}
            aria-current={current ? "step" : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn("absolute start-3 top-7 bottom-0 w-0.5 -translate-x-1/2 rtl:translate-x-1/2", index < currentIndex ? "bg-primary" : "bg-border")}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full border-2",
                passed ? "border-primary bg-primary text-primary-foreground" : "border-border bg-background",
              )}
            >
              {passed ? <CheckIcon className="size-3.5" /> : null}
            </span>
            <div className="grid gap-0.5 text-sm">
              <p className={cn("font-semibold", !passed && "text-muted-foreground")}>
                {label}
                {current ? <span className="sr-only"> {t("account.order.currentStep")}</span> : null}
              </p>
              {passed && step.reachedAt ? (
                <p className="text-xs text-muted-foreground">
                  <time dateTime={step.reachedAt}>{format.dateTime(step.reachedAt)}</time>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
