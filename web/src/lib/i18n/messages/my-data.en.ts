import type { Message } from "../types";

/** Her data on her profile page: the marketing consent and the download of everything the store holds about her. Merged by `en.ts`. */
export const myDataEn = {
  "myData.consentTitle": "Offers and news",
  "myData.consentLabel": "Email me about offers and new arrivals",
  "myData.consentNote": "Emails about your orders, and the back-in-stock emails you ask for, come either way.",
  "myData.consentOn": "You will hear about offers and news.",
  "myData.consentOff": "You will no longer hear about offers and news.",
  "myData.consentFailed": "Your choice could not be saved.",
  "myData.exportTitle": "Your data",
  "myData.exportNote":
    "Download everything the store holds about you as one JSON file: your account, addresses, orders, returns, reviews, wishlist, notifications, store credit and stock alerts.",
  "myData.download": "Download my data",
  "myData.downloading": "Preparing your file…",
  "myData.downloaded": "Your data is downloaded",
  "myData.downloadFailed": "Your data could not be downloaded. Please try again.",
} as const satisfies Record<string, Message>;
