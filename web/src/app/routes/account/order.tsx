import { useParams } from "react-router";
import { OrderDetails } from "@/features/account/components/order-details";

export default function AccountOrderRoute() {
  const { id = "" } = useParams();
  return <OrderDetails id={id} />;
}
