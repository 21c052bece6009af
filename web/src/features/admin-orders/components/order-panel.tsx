import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

/** One titled section of the order page, a card that stacks on a phone. */
export function Panel({ title, children, className, testId }: { title: string; children: ReactNode; className?: string; testId?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("grid gap-4 rounded-xl border bg-card p-4 sm:p-5", className)} data-testid={testId}>
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value in the order's facts. */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid gap-0.5", className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}
