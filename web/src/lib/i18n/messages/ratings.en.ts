/** Who may review a product, its rating beside its name and on its card, and the request for reviews after a delivery. */
export const ratingsEn = {
  "reviews.receivedOnly": "Only shoppers who received this piece can review it.",
  "reviews.yoursPosted": "You have reviewed this piece. Thank you.",
  "reviews.eligibilityFailed": "We could not check whether you can review this piece.",
  "rating.label": "{average} out of 5, {reviews}",
  "account.notifications.reviewRequest": "How was your order #{number}? Rate {product}.",
  "account.notifications.reviewRequestSeveral": "How was your order #{number}? Rate {product} and the other pieces you received.",
} as const;
