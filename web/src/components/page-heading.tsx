import type { ReactNode } from "react";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { cn } from "@/lib/utils";

/** The page's one h1, which also names the browser tab. */
export function PageHeading({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  useDocumentTitle(title);
  return (
    <div className={cn("grid gap-2", className)}>
      <h1 className="text-2xl font-bold tracking-tight text-foreground md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
