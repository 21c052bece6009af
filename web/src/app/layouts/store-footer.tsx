import { FacebookIcon, InstagramIcon, TwitterIcon } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "@/components/brand-mark";
import { type MessageKey, useI18n } from "@/lib/i18n";

const socialLinks = [
  { key: "social.instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { key: "social.facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { key: "social.x", href: "https://x.com/", Icon: TwitterIcon },
] as const satisfies readonly { key: MessageKey; href: string; Icon: unknown }[];

// Spec §2 shows these buttons without targets; each opens its text page, which the admin writes (Pages).
const infoLinks = [
  ["footer.about", "/pages/about"],
  ["footer.contact", "/pages/contact"],
  ["footer.shipping", "/pages/shipping"],
  ["footer.returns", "/pages/returns"],
  ["footer.privacy", "/pages/privacy"],
  ["footer.terms", "/pages/terms"],
] as const satisfies readonly (readonly [MessageKey, string])[];

export function StoreFooter() {
  const { t } = useI18n();
  return (
    <footer className="mt-16 border-t bg-secondary/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section id="about" aria-labelledby="footer-about" className="grid content-start gap-3 scroll-mt-40">
          <div className="flex items-center gap-2">
            <BrandMark className="size-7" />
            <h2 id="footer-about" className="text-lg font-bold">
              {t("footer.aboutTitle")}
            </h2>
          </div>
          <p className="text-sm leading-relaxed text-muted-foreground">{t("footer.aboutText")}</p>
          <p className="text-sm font-semibold text-primary">{t("footer.cod")}</p>
        </section>

        <section aria-labelledby="footer-care" className="grid content-start gap-3">
          <h2 id="footer-care" className="text-lg font-bold">
            {t("footer.customerCare")}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
            {infoLinks.map(([key, to]) => (
              <li key={key}>
                <Link
                  to={to}
                  className="inline-block rounded-sm py-1 text-start text-sm text-muted-foreground transition-colors hover:text-foreground"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-follow" className="grid content-start gap-3">
          <h2 id="footer-follow" className="text-lg font-bold">
            {t("footer.followUs")}
          </h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("social.opensInNewTab", { network: t(key) })}
                  title={t(key)}
                  className="flex size-10 items-center justify-center rounded-full border border-input bg-card text-foreground transition-colors hover:bg-accent"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
          <Link
            to="/login"
            className="w-fit rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("footer.admin")}
          </Link>
        </section>
      </div>
      <div className="border-t py-4 text-center text-xs text-muted-foreground">
        {t("footer.rights", { year: String(new Date().getFullYear()) })}
      </div>
    </footer>
  );
}
