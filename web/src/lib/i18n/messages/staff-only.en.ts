/** What a signed-in shopper sees at the back office's or the audit area's address. */
export const staffOnlyEn = {
  "auth.staffOnly.title": "This area is for staff",
  "auth.staffOnly.body": "You are signed in with a shopper account. Your orders and your account are in the shop.",
  "auth.staffOnly.home": "Back to the shop",
} as const;
