import type { QueryClient } from "@tanstack/react-query";
import { businessQueryOptions } from "@/features/admin-business/api/get-business";
import { BusinessSection } from "@/features/admin-business/components/business-section";
import { adminSettingsQueryOptions } from "@/features/admin-settings/api/get-admin-settings";
import { SettingsAdmin } from "@/features/admin-settings/components/settings-admin";
import { adminPageLoader } from "./admin-loader";

export const clientLoader = (queryClient: QueryClient) =>
  adminPageLoader(queryClient, (client) => {
    void client.prefetchQuery(adminSettingsQueryOptions());
    void client.prefetchQuery(businessQueryOptions());
  });

export default function AdminSettingsRoute() {
  return (
    <>
      <SettingsAdmin />
      {/* The seller's details on tax invoices (ADR 067). */}
      <div className="mt-6">
        <BusinessSection />
      </div>
    </>
  );
}
