import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

type ImportRoute = () => Promise<{ default: ComponentType }>;

/**
 * The account area's pages, under `/account` (its layout checks the session). A section's page is added here together
 * with its entry in `features/account/components/account-nav-items.ts`. `lazy` is the router's own loader of route
 * modules (a module may also export `clientLoader`, as any route's).
 */
export function accountRoutes(lazy: (importModule: ImportRoute) => RouteObject["lazy"]): RouteObject[] {
  return [
    { index: true, lazy: lazy(() => import("./routes/account/orders")) },
    { path: "orders/:id", lazy: lazy(() => import("./routes/account/order")) },
    { path: "orders/:id/return", lazy: lazy(() => import("./routes/account/order-return")) },
    { path: "returns", lazy: lazy(() => import("./routes/account/returns")) },
    { path: "notifications", lazy: lazy(() => import("./routes/account/notifications")) },
    { path: "addresses", lazy: lazy(() => import("./routes/account/addresses")) },
    { path: "wishlist", lazy: lazy(() => import("./routes/account/wishlist")) },
    { path: "store-credit", lazy: lazy(() => import("./routes/account/store-credit")) },
    { path: "profile", lazy: lazy(() => import("./routes/account/profile")) },
  ];
}
