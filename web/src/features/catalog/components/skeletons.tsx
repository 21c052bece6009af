import { cn } from "@/lib/utils";

/** Grey stand-ins shaped like the cards they precede, so the page keeps its layout while data arrives. */
export function CardsSkeleton({ count, aspect = "aspect-[3/4]", className }: { count: number; aspect?: string; className?: string }) {
  return (
    <div aria-hidden="true" className={cn("grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3", className)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn("animate-pulse rounded-xl bg-muted", aspect)} />
      ))}
    </div>
  );
}
