import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoginForm } from "@/features/auth/components/login-form";
import { SignedInRedirect } from "@/features/auth/components/signed-in-redirect";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

export default function LoginRoute() {
  const { t } = useI18n();
  useDocumentTitle(t("auth.login.title"));
  return (
    <SignedInRedirect>
      <div className="mx-auto flex max-w-md flex-col px-4 py-12">
        <Card>
          <CardHeader className="text-center">
            <CardTitle>{t("auth.login.title")}</CardTitle>
            <CardDescription>{t("auth.login.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm />
          </CardContent>
        </Card>
      </div>
    </SignedInRedirect>
  );
}
