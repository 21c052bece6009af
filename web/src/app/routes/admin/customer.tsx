import { useParams } from "react-router";
import { CustomerProfile } from "@/features/admin-customers/components/customer-profile";
import { useMe } from "@/features/auth/api/get-me";

export default function AdminCustomerRoute() {
  const { id = "" } = useParams();
  const me = useMe();
  return <CustomerProfile key={id} id={id} selfId={me.data?.id} />;
}
