import { useParams } from "react-router";
import { ReturnRequestForm } from "@/features/returns/components/return-request-form";

export default function AccountOrderReturnRoute() {
  const { id = "" } = useParams();
  return <ReturnRequestForm key={id} orderId={id} />;
}
