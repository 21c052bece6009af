import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { DeliveryTerms } from "../types";

/** The address of the read, also preloaded by the entry (src/boot.ts) so the header's strip has it early. */
export const deliveryRead = "/api/delivery";

const readDelivery = getQueryFn<DeliveryTerms>({ on401: "throw" });

/** What delivery costs to each emirate and from which amount it is free (`GET /api/delivery`, ADR 066). */
export const deliveryQueryOptions = () =>
  queryOptions({
    queryKey: [deliveryRead] as const,
    queryFn: async (context) => {
      const terms = await readDelivery(context);
      if (!terms || !Array.isArray(terms.zones)) throw new Error("The delivery terms came back empty");
      return terms;
    },
  });

export function useDeliveryTerms() {
  return useQuery(deliveryQueryOptions());
}
