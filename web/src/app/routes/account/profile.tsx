import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { PageHeading } from "@/components/page-heading";
import { meQueryKey, useMe } from "@/features/auth/api/get-me";
import { forgetSession } from "@/features/auth/lib/session";
import { DeleteAccount } from "@/features/profile/components/delete-account";
import { DownloadMyData, MarketingConsent } from "@/features/profile/components/my-data";
import { NameForm, PasswordForm } from "@/features/profile/components/profile-forms";
import { useI18n } from "@/lib/i18n";

/**
 * Her name and password, her marketing consent, her data to download and the deletion of her account; the route joins the profile's forms to the
 * session, which the header greets her from.
 */
export default function AccountProfileRoute() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const me = useMe();
  const navigate = useNavigate();
  // Erased: every session of hers ended on the server; the app forgets hers as a logout does and takes her home.
  // Home first, then forgotten as a logout forgets: forgotten while this page shows, its guard would send her to sign
  // in. Her other reads are dropped at once, so none of them answers 401 meanwhile (which would forget her here).
  const erased = async () => {
    await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    await navigate("/", { replace: true });
    forgetSession(queryClient);
    toast({ title: t("erasure.done"), description: t("erasure.doneNote") });
  };
  return (
    <div className="grid gap-6">
      <PageHeading title={t("profile.title")} />
      {me.data ? (
        <>
          <NameForm
            key={me.data.id}
            name={me.data.name}
            email={me.data.email}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
          />
          <PasswordForm />
          <MarketingConsent />
          <DownloadMyData />
          <DeleteAccount onErased={() => void erased()} />
        </>
      ) : (
        <p role="status" className="text-muted-foreground">
          {t("common.loading")}
        </p>
      )}
    </div>
  );
}
