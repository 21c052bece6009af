import { useSearchParams } from "react-router";
import { safeNextPath } from "../lib/next-path";

/** The page this sign-in or sign-up should return to (`?next=`), when it is one of ours. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get("next"));
}
