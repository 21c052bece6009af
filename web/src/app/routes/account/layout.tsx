import { Outlet } from "react-router";
import { AccountNav } from "@/features/account/components/account-nav";
import { RequireSignedIn } from "@/features/auth/components/require-signed-in";

/**
 * The signed-in shopper's area: its navigation, then the section she opened. The navigation is drawn at once and
 * only the section waits for the session, so the page keeps its shape (no jump of the footer) when she is known.
 */
export default function AccountLayoutRoute() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_1fr] md:py-10">
      <aside className="min-w-0 md:sticky md:top-24 md:self-start">
        <AccountNav />
      </aside>
      {/* The section keeps at least most of a screen's height: the footer starts below the first screen, so a section
          growing as its data arrives (or a short one) never moves it, and never shows it where the section will be. */}
      <div className="min-h-[60svh] min-w-0">
        <RequireSignedIn>
          <Outlet />
        </RequireSignedIn>
      </div>
    </div>
  );
}
