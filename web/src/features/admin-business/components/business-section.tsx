import { LoadFailedState, LoadingState } from "@/components/admin/query-status";
import { useBusiness } from "../api/get-business";
import { BusinessForm } from "./business-form";

/** The settings page's section for the seller's details on tax invoices. */
export function BusinessSection() {
  const business = useBusiness();
  if (business.isPending) return <LoadingState message="business.loading" />;
  if (business.isError) return <LoadFailedState message="business.loadFailed" onRetry={() => void business.refetch()} />;
  return <BusinessForm stored={business.data} />;
}
