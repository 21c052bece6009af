import { CheckIcon, XIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { statusLabel } from "../lib/status-labels";
import { timelineSteps } from "../lib/timeline-steps";
import type { TimelineStep } from "../types";

/**
 * placed → confirmed → packed → shipped → delivered: each step the order has reached with its time, the current one
 * marked for screen readers too. A step skipped on the way has no time but still counts as passed. A cancelled order
 * ends at its cancellation, a parcel sent back at its return (lib/timeline-steps.ts).
 */
export function StatusTimeline({ steps, status }: { steps: TimelineStep[]; status: string }) {
  const { t, format } = useI18n();
  const shown = timelineSteps(steps, status);
  return (
    <ol className="grid gap-0" data-testid="status-timeline" aria-label={t("account.order.timeline")}>
      {shown.map((step, index) => {
        const next = shown[index + 1];
        const cancelled = step.status === "cancelled";
        return (
          <li
            key={step.status}
            data-status={step.status}
            data-reached={step.passed}
            aria-current={step.current ? "step" : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {next ? (
              <span
                aria-hidden="true"
                className={cn("absolute start-3 top-7 bottom-0 w-0.5 -translate-x-1/2 rtl:translate-x-1/2", next.passed ? "bg-primary" : "bg-border")}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full border-2",
                !step.passed
                  ? "border-border bg-background"
                  : cancelled
                    ? "border-destructive bg-destructive text-destructive-foreground"
                    : "border-primary bg-primary text-primary-foreground",
              )}
            >
              {step.passed ? cancelled ? <XIcon className="size-3.5" /> : <CheckIcon className="size-3.5" /> : null}
            </span>
            <div className="grid gap-0.5 text-sm">
              <p className={cn("font-semibold", !step.passed && "text-muted-foreground", cancelled && "text-destructive")}>
                {statusLabel(step.status, t)}
                {step.current ? <span className="sr-only"> {t("account.order.currentStep")}</span> : null}
              </p>
              {step.passed && step.reachedAt ? (
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
