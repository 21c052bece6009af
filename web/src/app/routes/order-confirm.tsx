import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { useParams } from "react-router";
import { orderByTokenOptions } from "@/features/order-confirm/api/get-order-by-token";
import { OrderConfirmView } from "@/features/order-confirm/components/order-confirm-view";

/**
 * Her order's page from the link in her order mail (no sign-in). The read starts with the page's code; a refused link
 * is the page's own message, never the route's error page.
 */
export const clientLoader = (queryClient: QueryClient) => ({ params }: LoaderFunctionArgs) => {
  if (params.token) void queryClient.prefetchQuery(orderByTokenOptions(params.token));
  return null;
};

export default function OrderConfirmRoute() {
  const { token = "" } = useParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <OrderConfirmView token={token} />
    </div>
  );
}
