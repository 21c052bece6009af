import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** The hero's box: one height for slides, the fallback and the loading state, so nothing below it moves. */
export function HeroFrame({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("relative h-[26rem] overflow-hidden rounded-2xl bg-secondary sm:h-[28rem] lg:h-[32rem]", className)}
      {...props}
    />
  );
}
