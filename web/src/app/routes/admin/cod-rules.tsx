import type { QueryClient } from "@tanstack/react-query";
import { codRulesQueryOptions } from "@/features/admin-cod-rules/api/get-cod-rules";
import { CodRulesAdmin } from "@/features/admin-cod-rules/components/cod-rules-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => void client.prefetchQuery(codRulesQueryOptions()));

export default function AdminCodRulesRoute() {
  return <CodRulesAdmin />;
}
