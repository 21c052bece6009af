import { lazy, Suspense, type ReactNode } from "react";
import { useMe } from "@/features/auth/api/get-me";

// A visitor, who is most first loads, never needs the bell or the live feed's code: it loads once she is signed in.
const SignedInBell = lazy(() => import("./signed-in-bell"));
const SignedInPhoneMenu = lazy(() => import("./signed-in-phone-menu"));

/** The bell, and the live feed behind it, exist only while someone is signed in. */
export function HeaderBell() {
  const { data: user } = useMe();
  return user ? (
    <Suspense fallback={null}>
      <SignedInBell />
    </Suspense>
  ) : null;
}

/**
 * On a phone a signed-in shopper's bell, account, back office and logout fold into one menu (the wide header's
 * corner is hidden there, though its bell stays mounted to keep the live feed); a visitor keeps the sign-in link.
 */
export function PhoneAccountCorner({ visitor }: { visitor: ReactNode }) {
  const { data: user } = useMe();
  return user ? (
    <Suspense fallback={null}>
      <SignedInPhoneMenu />
    </Suspense>
  ) : (
    visitor
  );
}
