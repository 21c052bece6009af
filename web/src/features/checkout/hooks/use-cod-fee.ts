import { useSettings } from "../api/get-settings";

export type CodFee =
  | { status: "pending" }
  | { status: "error"; retry: () => void; retrying: boolean }
  | { status: "ready"; amount: string };

/** The COD fee as the summary needs it: known, still loading, or failed with a way to try again. */
export function useCodFee(): CodFee {
  const settings = useSettings();
  if (settings.data) return { status: "ready", amount: settings.data.codFee };
  if (settings.isError) {
    return { status: "error", retry: () => void settings.refetch(), retrying: settings.isFetching };
  }
  return { status: "pending" };
}
