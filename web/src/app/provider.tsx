import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { SessionEndedWatch } from "@/features/auth/components/session-ended-watch";
import { LocaleProvider, useI18n } from "@/lib/i18n";

/** Radix menus, sliders and focus order read the direction from here, not from the DOM. */
function RadixDirection({ children }: { children: ReactNode }) {
  const { dir } = useI18n();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <LocaleProvider>
      <RadixDirection>
        <QueryClientProvider client={queryClient}>
          {children}
          <SessionEndedWatch />
          <LazyToaster />
        </QueryClientProvider>
      </RadixDirection>
    </LocaleProvider>
  );
}
