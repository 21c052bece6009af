import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { useParams } from "react-router";
import { pageQueryOptions } from "@/features/pages/api/get-page";
import { PageView } from "@/features/pages/components/page-view";
import { isPageKey } from "@/lib/store-pages";
import NotFoundRoute from "./not-found";

/** The page's text starts loading with its code; a failed read is shown by the page, with a Retry button. */
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (isPageKey(params.key)) void queryClient.prefetchQuery(pageQueryOptions(params.key));
    return null;
  };

export default function StorePageRoute() {
  const { key } = useParams();
  if (!isPageKey(key)) return <NotFoundRoute />;
  return <PageView pageKey={key} />;
}
