import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

interface CarouselControlsProps {
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  slidesId: string;
}

const arrowClass =
  "absolute bottom-4 z-10 flex size-10 items-center justify-center rounded-full bg-white/85 text-foreground shadow-md backdrop-blur transition-colors hover:bg-white md:top-1/2 md:bottom-auto md:-translate-y-1/2";

/**
 * Arrows sit at the reading edges: "previous" at the start, "next" at the end. In Arabic that puts "next" on the
 * left, and its chevron (like every direction-bearing icon here) is mirrored to point there.
 */
export function CarouselControls({ index, count, onPrevious, onNext, onGoTo, slidesId }: CarouselControlsProps) {
  const { t, format } = useI18n();
  return (
    <>
      <button
        type="button"
        aria-controls={slidesId}
        aria-label={t("storefront.hero.previous")}
        onClick={onPrevious}
        className={cn(arrowClass, "start-4")}
      >
        <ChevronLeftIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        aria-controls={slidesId}
        aria-label={t("storefront.hero.next")}
        onClick={onNext}
        className={cn(arrowClass, "end-4")}
      >
        <ChevronRightIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
      <div className="absolute inset-x-16 bottom-4 z-10 flex h-10 items-center justify-center gap-1">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            aria-controls={slidesId}
            aria-current={dot === index ? "true" : undefined}
            aria-label={t("storefront.hero.goTo", { index: format.number(dot + 1) })}
            onClick={() => onGoTo(dot)}
            className="group flex h-8 min-w-6 items-center justify-center"
          >
            <span
              className={cn(
                "block h-2 rounded-full shadow-sm transition-all duration-300",
                dot === index ? "w-6 bg-white" : "w-2 bg-white/55 group-hover:bg-white/80",
              )}
            />
          </button>
        ))}
      </div>
    </>
  );
}
