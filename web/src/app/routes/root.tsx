import { RotateCwIcon } from "lucide-react";
import { Outlet, ScrollRestoration, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Shown if the app ever renders before the first route's code and data are in: just the page colour, so nothing jumps
 * when the page arrives. (main.tsx normally renders only once they are, with index.html's skeleton on screen meanwhile.)
 */
export function RouteHydrateFallback() {
  return <div className="min-h-svh bg-background" />;
}

/** Catches render errors and failed chunk loads (typically an old tab after a new deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="mx-auto flex min-h-svh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p className="text-muted-foreground">{t("error.body")}</p>
      <Button onClick={() => window.location.reload()}>
        <RotateCwIcon aria-hidden="true" />
        {t("error.reload")}
      </Button>
    </main>
  );
}
