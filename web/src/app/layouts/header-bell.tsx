import { NotificationBell } from "@/features/account/components/notification-bell";
import { useMe } from "@/features/auth/api/get-me";
import { useAccountLiveSync } from "./account-live-sync";

function SignedInBell() {
  useAccountLiveSync();
  return <NotificationBell />;
}

/** The bell, and the live feed behind it, exist only while someone is signed in. */
export function HeaderBell() {
  const { data: user } = useMe();
  return user ? <SignedInBell /> : null;
}
