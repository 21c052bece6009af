// The back office's texts arrive with this chunk and are registered before any admin screen renders.
import "@/lib/i18n/admin";
import { adminArea } from "@/features/admin-shell/components/admin-area";
import { StaffLayout } from "@/app/layouts/staff-layout";
import { formattersFor, readStoredLocale } from "@/lib/i18n";

// The back office writes dates (the dashboard's chart and latest orders, every order list). The first date an Intl
// object writes loads the browser's calendar data, 20-60 ms on a desktop and four times that on a phone: done here, in
// a task of its own while the page's data is on its way, it is not part of the long task that draws that data.
setTimeout(() => formattersFor(readStoredLocale()).date(0), 0);

export default function AdminLayoutRoute() {
  return <StaffLayout area={adminArea} />;
}
