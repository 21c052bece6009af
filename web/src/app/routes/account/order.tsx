import { useParams } from "react-router";
import { OrderDetails } from "@/features/account/components/order-details";
import { ReturnEntry } from "@/features/returns/components/return-entry";

export default function AccountOrderRoute() {
  const { id = "" } = useParams();
  return <OrderDetails id={id} actions={<ReturnEntry orderId={id} />} />;
}
