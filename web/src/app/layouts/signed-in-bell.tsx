import { NotificationBell } from "@/features/account/components/notification-bell";
import { useAccountLiveSync } from "./account-live-sync";

/** The bell and the live feed behind it: a chunk of its own, loaded only once someone is signed in (header-bell.tsx). */
export default function SignedInBell() {
  useAccountLiveSync();
  return <NotificationBell />;
}
