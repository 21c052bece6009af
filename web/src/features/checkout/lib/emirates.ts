import type { MessageKey } from "@/lib/i18n";

/** The seven emirates, offered for City; the chosen one is sent as its name in the shopper's language (spec: text). */
export const emirates = [
  "checkout.emirate.abuDhabi",
  "checkout.emirate.dubai",
  "checkout.emirate.sharjah",
  "checkout.emirate.ajman",
  "checkout.emirate.ummAlQuwain",
  "checkout.emirate.rasAlKhaimah",
  "checkout.emirate.fujairah",
] as const satisfies readonly MessageKey[];
