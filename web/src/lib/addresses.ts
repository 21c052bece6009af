import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { MessageKey } from "@/lib/i18n";
import type { AddressAnswer } from "@/lib/contracts";

/**
 * The signed-in shopper's saved delivery addresses (/api/account/addresses), read by the account's Addresses page and
 * by checkout. `city` is the emirate's key; each is shown in the reader's language.
 */
import { emirateKeys, type EmirateKey } from "../../../rules/emirates.js";

export { emirateKeys, type EmirateKey };

export const emirateNames: Record<EmirateKey, MessageKey> = {
  "abu-dhabi": "checkout.emirate.abuDhabi",
  dubai: "checkout.emirate.dubai",
  sharjah: "checkout.emirate.sharjah",
  ajman: "checkout.emirate.ajman",
  "umm-al-quwain": "checkout.emirate.ummAlQuwain",
  "ras-al-khaimah": "checkout.emirate.rasAlKhaimah",
  fujairah: "checkout.emirate.fujairah",
};

/** A saved address: the server's contract. */
export type SavedAddress = AddressAnswer;

export interface AddressInput {
  name: string;
  phone: string;
  city: EmirateKey;
  addressLine1: string;
  addressLine2?: string | null;
  isDefault?: boolean;
}

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
    mutationFn: async ({ id, changes }: { id: string; changes: Partial<AddressInput> }) =>
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
