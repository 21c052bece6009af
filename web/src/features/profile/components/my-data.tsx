import { DownloadIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { useDownloadMyData } from "../api/download-my-data";
import { useProfile } from "../api/get-profile";
import { useSaveMarketingConsent } from "../api/save-marketing-consent";

/** A titled card, as the profile's other sections are drawn. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Whether the store may write to her about offers and news: saved as she flips it. Her order mail and the
 * back-in-stock mail she asks for never depend on it, and the note under the switch says so.
 */
export function MarketingConsent() {
  const { t } = useI18n();
  const profile = useProfile();
  const save = useSaveMarketingConsent();
  const switchId = useId();
  const noteId = useId();
  // While the change is on its way the switch already shows it, so the press feels answered.
  const checked = save.isPending && save.variables !== undefined ? save.variables : (profile.data?.marketingConsent ?? false);
  const onChange = (consent: boolean) => {
    if (save.isPending || !profile.data) return;
    save.mutate(consent, {
      onSuccess: (saved) => toast({ title: t(saved.marketingConsent ? "myData.consentOn" : "myData.consentOff") }),
      onError: (failure) =>
        toast({ variant: "destructive", title: t("toast.error"), description: describeError(failure, { t, fallback: "myData.consentFailed" }) }),
    });
  };
  return (
    <Section title={t("myData.consentTitle")}>
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={checked}
          // Not `disabled`: a disabled control drops the keyboard focus, and the person pressing Space is still on it.
          aria-disabled={save.isPending || !profile.data}
          aria-describedby={noteId}
          onCheckedChange={onChange}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={switchId} className="leading-snug">
            {t("myData.consentLabel")}
          </Label>
          <p id={noteId} className="text-sm text-muted-foreground">
            {t("myData.consentNote")}
          </p>
        </div>
      </div>
    </Section>
  );
}

/** Everything the store holds about her, as one JSON file to keep. */
export function DownloadMyData() {
  const { t } = useI18n();
  const download = useDownloadMyData();
  const noteId = useId();
  const start = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t("myData.downloaded") }),
      onError: (failure) =>
        toast({ variant: "destructive", title: t("toast.error"), description: describeError(failure, { t, fallback: "myData.downloadFailed" }) }),
    });
  };
  return (
    <Section title={t("myData.exportTitle")}>
      <p id={noteId} className="text-sm text-muted-foreground">
        {t("myData.exportNote")}
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        aria-describedby={noteId}
        aria-disabled={download.isPending}
        onClick={start}
      >
        <DownloadIcon aria-hidden="true" />
        {download.isPending ? t("myData.downloading") : t("myData.download")}
      </Button>
    </Section>
  );
}
