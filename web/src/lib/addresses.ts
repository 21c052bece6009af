import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { MessageKey } from "@/lib/i18n";
import type { AddressAnswer } from "@/lib/contracts";
import { emirateKeys, emirateNames, type EmirateKey } from "@/lib/emirates";
import type { AddressBody, AddressChangesBody } from "../../../services/addresses/schemas.js";

/**
 * The signed-in shopper's saved delivery addresses (/api/account/addresses), read by the account's Addresses page and
 * by checkout. `city` is the emirate's key; each is shown in the reader's language.
 */
export { emirateKeys, emirateNames, type EmirateKey };

/** A saved address: the server's contract. */
export type SavedAddress = AddressAnswer;

/** `POST /api/account/addresses`: the server's request (`city` is the emirate's key). */
export type AddressInput = AddressBody;

export const addressesQueryKey = ["/api/account/addresses"] as const;

/** Her addresses, newest first: the book holds at most one page (20). */
export const addressesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: addressesQueryKey,
    queryFn: async ({ signal }) => (await fetchPage<SavedAddress>("/api/account/addresses", signal)).items,
    enabled,
  });

export function useAddresses(enabled = true) {
  return useQuery(addressesQueryOptions(enabled));
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddressInput) => readJson<SavedAddress>(await apiRequest("POST", "/api/account/addresses", input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: AddressChangesBody }) =>
      readJson<SavedAddress>(await apiRequest("PATCH", `/api/account/addresses/${id}`, changes)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/account/addresses/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

/** Error codes of the address calls, in the shopper's language. */
export const addressErrorCodes: Partial<Record<string, MessageKey>> = {
  invalid_phone: "checkout.phoneInvalid",
  invalid_emirate: "addresses.invalidEmirate",
  address_limit: "addresses.limit",
  default_address_required: "addresses.defaultRequired",
};
