import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

export default function NotFoundRoute() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <PageHeading title={t("notFound.title")} className="justify-items-center">
        <p className="text-muted-foreground">{t("notFound.body")}</p>
      </PageHeading>
      <Button asChild>
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {t("notFound.home")}
        </Link>
      </Button>
    </div>
  );
}
