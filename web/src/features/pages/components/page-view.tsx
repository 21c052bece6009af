import { RotateCwIcon } from "lucide-react";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { usePage } from "../api/get-page";
import { type PageKey, pageLabel } from "@/lib/store-pages";
import { contactPieces } from "../lib/contact-links";
import { paragraphsOf } from "../lib/paragraphs";

/**
 * One footer page (About, Contact…) in the shopper's language, as the admin wrote it; its phone numbers and email
 * addresses are links she can tap to call or write.
 */
export function PageView({ pageKey }: { pageKey: PageKey }) {
  const { t, locale } = useI18n();
  const page = usePage(pageKey);
  const title = (locale === "ar" ? page.data?.titleAr : page.data?.titleEn) || t(pageLabel[pageKey]);
  const body = (locale === "ar" ? page.data?.bodyAr : page.data?.bodyEn) ?? "";
  const paragraphs = paragraphsOf(body);

  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeading title={title} />
      {page.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("common.loading")}
        </p>
      ) : page.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-muted-foreground">{t("storefront.error.body")}</p>
          <Button variant="outline" onClick={() => void page.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            {t("storefront.error.retry")}
          </Button>
        </div>
      ) : paragraphs.length === 0 ? (
        <p className="text-muted-foreground">{t("pages.empty")}</p>
      ) : (
        <div className="grid gap-4 text-base leading-relaxed text-foreground/90">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {contactPieces(paragraph).map((piece, at) =>
                piece.kind === "text" ? (
                  piece.text
                ) : (
                  <a
                    key={at}
                    href={piece.href}
                    dir="ltr"
                    className="font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {piece.text}
                  </a>
                ),
              )}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
