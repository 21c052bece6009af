import { PageHeading } from "@/components/page-heading";
import { NotificationsList } from "@/features/account/components/notifications-list";
import { useI18n } from "@/lib/i18n";

export default function AccountNotificationsRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("account.notifications.title")} />
      <NotificationsList />
    </div>
  );
}
