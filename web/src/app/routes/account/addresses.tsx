import { PageHeading } from "@/components/page-heading";
import { AddressBook } from "@/features/addresses/components/address-book";
import { useI18n } from "@/lib/i18n";

export default function AccountAddressesRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("addresses.title")} />
      <AddressBook />
    </div>
  );
}
