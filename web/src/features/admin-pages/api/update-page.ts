import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { PageKey } from "@/lib/store-pages";
import type { PageInput } from "../types";
import { adminPagesQueryKey } from "./get-admin-pages";

export async function updatePage({ key, ...input }: PageInput & { key: PageKey }): Promise<void> {
  await apiRequest("PUT", `/api/admin/pages/${encodeURIComponent(key)}`, input);
}

/** Reloads the admin list and the shop's copy of the page, so a look at the page shows the new text. */
export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePage,
    onSuccess: (_answer, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["/api/pages", key] }),
      ]),
  });
}
