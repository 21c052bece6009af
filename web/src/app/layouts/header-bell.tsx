import { lazy, Suspense } from "react";
import { useMe } from "@/features/auth/api/get-me";

// A visitor, who is most first loads, never needs the bell or the live feed's code: it loads once she is signed in.
const SignedInBell = lazy(() => import("./signed-in-bell"));

/** The bell, and the live feed behind it, exist only while someone is signed in. */
export function HeaderBell() {
  const { data: user } = useMe();
  return user ? (
    <Suspense fallback={null}>
      <SignedInBell />
    </Suspense>
  ) : null;
}
