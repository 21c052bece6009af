import { cn } from "@/lib/utils";

/** The store's drop-shaped mark; decorative, since it always sits next to the store's name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <path d="M32 12c-9 8-14 17-14 26a14 14 0 0 0 28 0c0-9-5-18-14-26Z" className="fill-primary-foreground" />
    </svg>
  );
}
