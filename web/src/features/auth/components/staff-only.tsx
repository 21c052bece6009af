import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/**
 * A signed-in shopper at the back office's or the audit area's address: told that it is for the store's staff, with
 * a way back to the shop, rather than a sign-in form or a silent move she cannot make sense of.
 */
export function StaffOnly() {
  const { t } = useI18n();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{t("auth.staffOnly.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("auth.staffOnly.body")}</p>
      <Button asChild>
        <Link to="/">{t("auth.staffOnly.home")}</Link>
      </Button>
    </main>
  );
}
