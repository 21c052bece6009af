import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./provider";
import type { AppRouter } from "./router";

/**
 * The query client and the router are made before the first render (see main.tsx), so the first page's code and
 * data load while index.html's skeleton is on screen.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
