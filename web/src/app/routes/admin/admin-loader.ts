import type { QueryClient } from "@tanstack/react-query";
import { meQueryOptions } from "@/features/auth/api/get-me";

/**
 * An admin page's loader. The router runs every matched route's loader at once, before the gate has rendered, so each
 * page's loader waits for the session check itself and asks for the page's data only when the user is an admin: a
 * visitor or a customer sent to /login causes no admin request at all (spec §6). It never waits for that data:
 * navigation happens at once and the page shows its own loading text until the data arrives (spec §2); a failed read
 * is shown by the page with a Retry button rather than the route's error screen.
 */
export const adminPageLoader =
  (queryClient: QueryClient, prefetch: (queryClient: QueryClient) => void) => async (): Promise<null> => {
    const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
    if (user?.role === "admin") prefetch(queryClient);
    return null;
  };
