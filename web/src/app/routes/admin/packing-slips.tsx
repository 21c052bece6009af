// Outside the admin layout, so the back office's texts are registered here.
import "@/lib/i18n/admin";
import type { QueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { slipOrderQueryOptions } from "@/features/packing-slip/api/get-slip-order";
import { SlipsPage, slipIds } from "@/features/packing-slip/components/slips-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) => (args: { request: Request }) =>
  adminPageLoader(queryClient, (client) => {
    for (const id of slipIds(new URL(args.request.url).searchParams.get("ids"))) void client.prefetchQuery(slipOrderQueryOptions(id));
  })();

/** `/admin/orders/packing-slips?ids=a,b,c`: the slips of the orders chosen in the orders list, to print at once. */
export default function PackingSlipsRoute() {
  const [params] = useSearchParams();
  const { t } = useI18n();
  useDocumentTitle(t("slip.titleMany"));
  const ids = slipIds(params.get("ids"));
  return <SlipsPage key={ids.join(",")} orderIds={ids} />;
}
