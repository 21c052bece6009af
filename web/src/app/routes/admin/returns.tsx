import { ReturnsQueue } from "@/features/admin-returns/components/returns-queue";

export default function AdminReturnsRoute() {
  return <ReturnsQueue />;
}
