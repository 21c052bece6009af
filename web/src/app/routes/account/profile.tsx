import { useQueryClient } from "@tanstack/react-query";
import { PageHeading } from "@/components/page-heading";
import { meQueryKey, useMe } from "@/features/auth/api/get-me";
import { NameForm, PasswordForm } from "@/features/profile/components/profile-forms";
import { useI18n } from "@/lib/i18n";

/** Her name and password; the route joins the profile's forms to the session, which the header greets her from. */
export default function AccountProfileRoute() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const me = useMe();
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
        </>
      ) : (
        <p role="status" className="text-muted-foreground">
          {t("common.loading")}
        </p>
      )}
    </div>
  );
}
