import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/lib/api-client";
import type { ColourAnswer } from "@/lib/contracts";
import type { ColourRequest as ColourInput } from "../../../../../services/catalog/schemas.js";

export type Colour = ColourAnswer;
/** What the back office sends: the server's own request schema's type. */
export type { ColourInput };

export const adminColoursQueryKey = ["/api/admin/colours"] as const;

export const adminColoursQueryOptions = () =>
  queryOptions({
    queryKey: adminColoursQueryKey,
    queryFn: async () => readJson<Colour[]>(await apiRequest("GET", adminColoursQueryKey[0])),
  });

export function useAdminColours() {
  return useQuery({ ...adminColoursQueryOptions(), refetchOnMount: "always" as const });
}

/** A colour's names show in the shop, its product lists and filters: all of them read again. */
function invalidateColours(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminColoursQueryKey });
  void queryClient.invalidateQueries({ queryKey: ["/api/colours"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/products"] });
}

export function useAddColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ColourInput) => readJson<Colour>(await apiRequest("POST", "/api/admin/colours", input)),
    onSuccess: () => invalidateColours(queryClient),
  });
}

export function useChangeColour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, ...input }: ColourInput & { key: string }) =>
      readJson<Colour>(await apiRequest("PATCH", `/api/admin/colours/${encodeURIComponent(key)}`, input)),
    onSuccess: () => invalidateColours(queryClient),
  });
}
