import { useI18n } from "@/lib/i18n";
import { imageSizes, srcSetOf } from "@/lib/responsive-image";
import { cn } from "@/lib/utils";
import { localized } from "../lib/localized";
import type { Banner } from "../types";
import { ShopNowLink } from "./shop-now-link";

interface HeroSlideProps {
  banner: Banner;
  position: number;
  total: number;
  current: boolean;
  /** Only the first slide is in the first screenful; the others load after it. */
  first: boolean;
  /** False while the slide's picture should not be fetched yet (it is hidden and the first one is still loading). */
  showPicture: boolean;
  /** Called once the picture has loaded or failed. */
  onPictureDone?: () => void;
}

export function HeroSlide({ banner, position, total, current, first, showPicture, onPictureDone }: HeroSlideProps) {
  const { t, locale } = useI18n();
  const subtitle = localized(locale, banner.subtitleEn, banner.subtitleAr);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t("storefront.hero.slideLabel", { index: position, total })}
      aria-hidden={!current}
      inert={!current}
      data-current={current}
      // Hidden slides are `invisible` (not just transparent) so nothing on them can be read, focused or clicked.
      className={cn(
        "absolute inset-0 transition-[opacity,visibility] duration-700 ease-out motion-reduce:transition-none",
        current ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      {showPicture ? (
        <img
          src={banner.imageUrl}
          srcSet={srcSetOf(banner.imageUrl)}
          sizes={srcSetOf(banner.imageUrl) ? imageSizes.hero : undefined}
          alt=""
          width={1600}
          height={700}
          draggable={false}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
          onLoad={onPictureDone}
          onError={onPictureDone}
          // Mirrored in Arabic: the pictures leave their empty side for the title, which sits on the start side.
          className="absolute inset-0 size-full object-cover rtl:-scale-x-100"
        />
      ) : null}
      <div className="absolute inset-0 bg-linear-to-t from-black/75 via-black/35 to-black/5 md:ltr:bg-linear-to-r md:rtl:bg-linear-to-l md:from-black/70 md:via-black/30 md:to-transparent" />
      <div className="relative flex h-full max-w-2xl flex-col justify-end gap-3 px-6 pb-20 text-white sm:px-10 md:justify-center md:px-20 md:pb-0">
        <h2 className="text-3xl font-bold leading-tight text-balance drop-shadow-sm sm:text-4xl lg:text-5xl">
          {localized(locale, banner.titleEn, banner.titleAr)}
        </h2>
        {subtitle ? <p className="max-w-prose text-base text-white/90 sm:text-lg">{subtitle}</p> : null}
        <ShopNowLink className="mt-2 bg-card text-foreground hover:bg-card/90" />
      </div>
    </div>
  );
}
