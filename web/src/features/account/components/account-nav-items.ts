import { BellIcon, HeartIcon, type LucideIcon, MapPinIcon, PackageIcon, Undo2Icon, UserIcon, WalletIcon } from "lucide-react";
import type { MessageKey } from "@/lib/i18n";

export interface AccountNavItem {
  /** Absolute path of the section; `/account` itself is My orders. */
  to: string;
  label: MessageKey;
  Icon: LucideIcon;
  /** Whether only the exact path marks the entry current (My orders is `/account`, a prefix of every other one). */
  end?: boolean;
}

/**
 * The account area's sections, in the order the navigation shows them. A section is listed here together with its
 * route in `app/account-routes.ts`, so the navigation never offers a page that does not exist.
 */
export const accountNavItems: readonly AccountNavItem[] = [
  { to: "/account", label: "account.nav.orders", Icon: PackageIcon, end: true },
  { to: "/account/returns", label: "account.nav.returns", Icon: Undo2Icon },
  { to: "/account/notifications", label: "account.nav.notifications", Icon: BellIcon },
  { to: "/account/wishlist", label: "account.nav.wishlist", Icon: HeartIcon },
  { to: "/account/store-credit", label: "storeCredit.nav", Icon: WalletIcon },
  { to: "/account/addresses", label: "account.nav.addresses", Icon: MapPinIcon },
  { to: "/account/profile", label: "account.nav.profile", Icon: UserIcon },
];
