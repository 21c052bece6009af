import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RegisterForm } from "@/features/auth/components/register-form";
import { SignedInRedirect } from "@/features/auth/components/signed-in-redirect";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";

export default function RegisterRoute() {
  const { t } = useI18n();
  useDocumentTitle(t("auth.register.title"));
  return (
    <SignedInRedirect>
      <div className="mx-auto flex max-w-md flex-col px-4 py-12">
        <Card>
          <CardHeader className="text-center">
            <CardTitle>{t("auth.register.title")}</CardTitle>
            <CardDescription>{t("auth.register.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent>
            <RegisterForm />
          </CardContent>
        </Card>
      </div>
    </SignedInRedirect>
  );
}
