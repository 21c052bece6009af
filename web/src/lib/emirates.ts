import type { MessageKey } from "@/lib/i18n";
import { emirateKeys, type EmirateKey } from "../../../rules/emirates.js";

export { emirateKeys, type EmirateKey };

/** Each emirate's name in the catalogue: an address's `city` is its key, shown in the reader's language. */
export const emirateNames: Record<EmirateKey, MessageKey> = {
  "abu-dhabi": "checkout.emirate.abuDhabi",
  dubai: "checkout.emirate.dubai",
  sharjah: "checkout.emirate.sharjah",
  ajman: "checkout.emirate.ajman",
  "umm-al-quwain": "checkout.emirate.ummAlQuwain",
  "ras-al-khaimah": "checkout.emirate.rasAlKhaimah",
  fujairah: "checkout.emirate.fujairah",
};
