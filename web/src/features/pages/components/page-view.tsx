import { RotateCwIcon } from "lucide-react";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { usePage } from "../api/get-page";
import { type PageKey, pageLabel } from "@/lib/store-pages";
import { paragraphsOf } from "../lib/paragraphs";

/** One footer page (About, Contact…) in the shopper's language, as the admin wrote it. */
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
              {paragraph}
            </p>
          ))}
        </div>
      )}
    </article>
  );
}
