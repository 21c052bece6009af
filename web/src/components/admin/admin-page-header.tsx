import type { ReactNode } from "react";
import { PageHeading } from "@/components/page-heading";

/** The page's title with its main action at the inline end (the right in English, the left in Arabic). */
export function AdminPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <PageHeading title={title} />
      {action}
    </div>
  );
}
