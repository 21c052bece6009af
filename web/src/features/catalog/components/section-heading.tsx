import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}

export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
      <div className="grid gap-1">
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}
