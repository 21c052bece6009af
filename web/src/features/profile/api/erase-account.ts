import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { EraseAccountRequest } from "../../../../../services/identity/schemas.js";

/** Erases her personal data, given her password; the server ends every session of hers (this one too). */
export function useEraseAccount() {
  return useMutation({ mutationFn: (password: string) => apiRequest("POST", "/api/account/erase", { password } satisfies EraseAccountRequest) });
}
