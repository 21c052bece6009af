import { useEffect } from "react";
import { useI18n } from "@/lib/i18n";

/** Each page names the browser tab, so history, bookmarks and screen-reader page announcements make sense. */
export function useDocumentTitle(title: string): void {
  const { t } = useI18n();
  const brand = t("brand.name");
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
