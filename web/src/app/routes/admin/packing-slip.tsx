// Outside the admin layout, so the back office's texts are registered here.
import "@/lib/i18n/admin";
import type { QueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { slipOrderQueryOptions } from "@/features/packing-slip/api/get-slip-order";
import { SlipPage } from "@/features/packing-slip/components/slip-page";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useI18n } from "@/lib/i18n";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) => (args: { params: { id?: string } }) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(slipOrderQueryOptions(args.params.id ?? "")))();

export default function PackingSlipRoute() {
  const { id = "" } = useParams();
  const { t } = useI18n();
  useDocumentTitle(t("slip.title"));
  return <SlipPage key={id} orderId={id} />;
}
