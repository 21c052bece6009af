import { useId, useState } from "react";
import { useI18n } from "@/lib/i18n";
import { useBanners } from "../api/get-banners";
import { useCarousel } from "../hooks/use-carousel";
import type { Banner } from "../types";
import { CarouselControls } from "./carousel-controls";
import { FallbackHero } from "./fallback-hero";
import { HeroFrame } from "./hero-frame";
import { HeroSlide } from "./hero-slide";

function Slides({ banners }: { banners: readonly Banner[] }) {
  const { t } = useI18n();
  const slidesId = useId();
  const carousel = useCarousel(banners.length);
  // The hidden slides' pictures wait for the first one: stacked in the same box they count as on screen, so the
  // browser would fetch them all at once and the first, which the shopper sees, would share the connection.
  const [firstPictureDone, setFirstPictureDone] = useState(false);
  return (
    <HeroFrame
      role="region"
      aria-roledescription="carousel"
      aria-label={t("storefront.hero.label")}
      data-testid="hero"
      // Vertical drags still scroll the page; horizontal ones reach the swipe handlers.
      className="touch-pan-y select-none"
      {...carousel.handlers}
    >
      {/* Announce slide changes only when the shopper made them, never every five seconds. */}
      <div id={slidesId} aria-live={carousel.playing ? "off" : "polite"} className="absolute inset-0">
        {banners.map((banner, position) => (
          <HeroSlide
            key={banner.id}
            banner={banner}
            position={position + 1}
            total={banners.length}
            current={position === carousel.index}
            first={position === 0}
            showPicture={position === 0 || position === carousel.index || firstPictureDone}
            onPictureDone={position === 0 ? () => setFirstPictureDone(true) : undefined}
          />
        ))}
      </div>
      {banners.length > 1 ? (
        <CarouselControls
          index={carousel.index}
          count={banners.length}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          slidesId={slidesId}
        />
      ) : null}
    </HeroFrame>
  );
}

/** Spec §2, Home: the banners in turn, each with its title, subtitle and a way into the shop. */
export function HeroCarousel() {
  const banners = useBanners();
  if (banners.isPending) return <HeroFrame aria-busy="true" className="animate-pulse" />;
  // A failed banner read is not worth an error box at the top of the shop: the welcome hero does the job.
  if (banners.isError || banners.data.length === 0) return <FallbackHero />;
  return <Slides banners={banners.data} />;
}
