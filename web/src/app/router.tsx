import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunction, Navigate, type ActionFunction } from "react-router";
import { AdminGate, AdminGateFallback } from "./routes/admin/gate";
import { accountRoutes } from "./account-routes";
import { AuditGate, AuditGateFallback } from "./routes/audit/gate";
import { AppRoot, RouteErrorBoundary, RouteHydrateFallback } from "./routes/root";
import { StoreLayout } from "./layouts/store-layout";
import { homeLoader, productLoader, shopLoader } from "./storefront-loaders";

/**
 * What a route module may export. Loaders take the query client so they can prefetch with `ensureQueryData` on the
 * same `queryOptions` the page then reads.
 */
interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
}

const load = (queryClient: QueryClient, importModule: () => Promise<RouteModule>) => async () => {
  const { default: Component, clientLoader, clientAction } = await importModule();
  return {
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
    ...(clientAction ? { action: clientAction(queryClient) } : {}),
  };
};

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has the first page's code and loader data (or its error), i.e. when it can render it. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function createAppRouter(queryClient: QueryClient) {
  const lazy = (importModule: () => Promise<RouteModule>) => load(queryClient, importModule);

  return createBrowserRouter([
    {
      id: "root",
      Component: AppRoot,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: RouteHydrateFallback,
      children: [
        {
          Component: StoreLayout,
          children: [
            // Landing pages: their loaders are defined here, so the data reads run alongside the page's download.
            { index: true, loader: homeLoader(queryClient), lazy: lazy(() => import("./routes/home")) },
            { path: "shop", loader: shopLoader(queryClient), lazy: lazy(() => import("./routes/shop")) },
            { path: "product/:slug", loader: productLoader(queryClient), lazy: lazy(() => import("./routes/product")) },
            { path: "cart", lazy: lazy(() => import("./routes/cart")) },
            { path: "checkout", lazy: lazy(() => import("./routes/checkout")) },
            { path: "login", lazy: lazy(() => import("./routes/login")) },
            { path: "register", lazy: lazy(() => import("./routes/register")) },
            { path: "pages/:key", lazy: lazy(() => import("./routes/page")) },
            // Her order mail's link: no sign-in, and opening it confirms nothing by itself.
            { path: "orders/confirm/:token", lazy: lazy(() => import("./routes/order-confirm")) },
            { path: "account", lazy: lazy(() => import("./routes/account/layout")), children: accountRoutes(lazy) },
            { path: "*", lazy: lazy(() => import("./routes/not-found")) },
          ],
        },
        // Her invoice, printed: outside the store's layout (no header or footer to hide); the API checks it is hers.
        { path: "account/orders/:id/invoice", lazy: lazy(() => import("./routes/account/invoice")) },
        // Her return's credit note, printed the same way (ADR 067).
        { path: "account/returns/:id/credit-note", lazy: lazy(() => import("./routes/account/credit-note")) },
        {
          // The gate is tiny and eager; everything behind it is in lazy chunks a shopper never downloads.
          path: "admin",
          Component: AdminGate,
          HydrateFallback: AdminGateFallback,
          children: [
            {
              lazy: lazy(() => import("./routes/admin/layout")),
              children: [
                { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                { path: "dashboard", lazy: lazy(() => import("./routes/admin/dashboard")) },
                { path: "products", lazy: lazy(() => import("./routes/admin/products")) },
                { path: "orders", lazy: lazy(() => import("./routes/admin/orders")) },
                { path: "orders/:id", lazy: lazy(() => import("./routes/admin/order")) },
                { path: "couriers", lazy: lazy(() => import("./routes/admin/couriers")) },
                { path: "cod-rules", lazy: lazy(() => import("./routes/admin/cod-rules")) },
                { path: "delivery", lazy: lazy(() => import("./routes/admin/delivery")) },
                { path: "coupons", lazy: lazy(() => import("./routes/admin/coupons")) },
                { path: "returns", lazy: lazy(() => import("./routes/admin/returns")) },
                { path: "customers", lazy: lazy(() => import("./routes/admin/customers")) },
                { path: "customers/:id", lazy: lazy(() => import("./routes/admin/customer")) },
                { path: "categories", lazy: lazy(() => import("./routes/admin/categories")) },
                { path: "colours", lazy: lazy(() => import("./routes/admin/colours")) },
                { path: "banners", lazy: lazy(() => import("./routes/admin/banners")) },
                { path: "settings", lazy: lazy(() => import("./routes/admin/settings")) },
                { path: "pages", lazy: lazy(() => import("./routes/admin/pages")) },
                { path: "health", lazy: lazy(() => import("./routes/admin/health")) },
              ],
            },
            // Printed, so outside the admin layout: no sidebar or header to hide.
            { path: "orders/:id/slip", lazy: lazy(() => import("./routes/admin/packing-slip")) },
            { path: "orders/packing-slips", lazy: lazy(() => import("./routes/admin/packing-slips")) },
            { path: "orders/:id/invoice", lazy: lazy(() => import("./routes/admin/invoice")) },
            { path: "credit-notes/:number", lazy: lazy(() => import("./routes/admin/credit-note")) },
          ],
        },
        {
          // Admins and auditors: read-only views of the orders, the event log and the seal.
          path: "audit",
          Component: AuditGate,
          HydrateFallback: AuditGateFallback,
          children: [
            {
              lazy: lazy(() => import("./routes/audit/layout")),
              children: [
                { index: true, element: <Navigate to="/audit/orders" replace /> },
                { path: "orders", lazy: lazy(() => import("./routes/audit/orders")) },
                { path: "orders/:id", lazy: lazy(() => import("./routes/audit/order")) },
                { path: "log", lazy: lazy(() => import("./routes/audit/log")) },
                { path: "seal", lazy: lazy(() => import("./routes/audit/seal")) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
