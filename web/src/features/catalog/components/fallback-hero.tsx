import { useI18n } from "@/lib/i18n";
import { HeroFrame } from "./hero-frame";
import { ShopNowLink } from "./shop-now-link";

/** With no active banner the home page still opens on a calm welcome, drawn rather than photographed. */
export function FallbackHero() {
  const { t } = useI18n();
  return (
    <HeroFrame data-testid="fallback-hero" className="bg-linear-to-br from-secondary via-background to-accent">
      <svg
        aria-hidden="true"
        viewBox="0 0 400 400"
        className="absolute -end-16 -bottom-24 h-[130%] text-primary/10 sm:end-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="10"
      >
        <path d="M60 400V190a140 140 0 0 1 280 0v210" />
        <path d="M110 400V200a90 90 0 0 1 180 0v200" />
        <path d="M160 400V210a40 40 0 0 1 80 0v190" />
      </svg>
      <div className="relative flex h-full max-w-2xl flex-col justify-center gap-4 px-6 sm:px-12 md:px-20">
        <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">{t("brand.name")}</p>
        <h2 className="text-3xl font-bold leading-tight text-balance text-foreground sm:text-4xl lg:text-5xl">
          {t("storefront.hero.fallbackTitle")}
        </h2>
        <p className="max-w-prose text-base text-muted-foreground sm:text-lg">{t("storefront.hero.fallbackSubtitle")}</p>
        <ShopNowLink className="mt-2" />
      </div>
    </HeroFrame>
  );
}
