import type { QueryClient } from "@tanstack/react-query";
import { PageHeading } from "@/components/page-heading";
import { accountOrdersOptions } from "@/features/account/api/get-orders";
import { OrdersList } from "@/features/account/components/orders-list";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { useI18n } from "@/lib/i18n";

/**
 * Her first page of orders is read before the page first shows (the entry has started both reads: app/direct-pages.ts),
 * so the list is drawn at once instead of a loading line it then replaces. Only for someone signed in: a visitor is
 * sent to sign in by the layout, and her read would only answer 401. A failure is left for the list to show.
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  if (user) await queryClient.prefetchInfiniteQuery(accountOrdersOptions());
  return null;
};

export default function AccountOrdersRoute() {
  const { t } = useI18n();
  return (
    <div className="grid gap-6">
      <PageHeading title={t("account.orders.title")} />
      <OrdersList />
    </div>
  );
}
