import { LanguagesIcon } from "lucide-react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { Button } from "./ui/button";

/**
 * Shows the language it switches to, written in that language, so each audience can find its way back; below 400 px
 * the word is kept for screen readers only, beside the languages icon, so the phone's header fits.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { locale, setLocale, t } = useI18n();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <Button variant="ghost" size="sm" className={cn("h-10 max-[399px]:w-10 max-[399px]:px-0", className)} onClick={() => setLocale(other)}>
      <LanguagesIcon aria-hidden="true" />
      <span lang={other} className="max-[399px]:sr-only">
        {t("language.other")}
      </span>
    </Button>
  );
}
