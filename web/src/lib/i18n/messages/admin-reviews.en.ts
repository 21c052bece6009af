import type { Message } from "../types";

/** The back office's view of a product's reviews, opened from the products table. */
export const adminReviewsEn = {
  "admin.reviews.open": "Reviews of {name}",
  "admin.reviews.title": "Reviews of {name}",
  "admin.reviews.description": "Shoppers who received this product rated it. A hidden review leaves the shop and the average.",
  "admin.reviews.close": "Close",
  "admin.reviews.loading": "Loading reviews...",
  "admin.reviews.loadFailed": "The reviews could not be loaded.",
  "admin.reviews.empty": "No reviews yet.",
  "admin.reviews.rating": { one: "{count} star", other: "{count} stars" },
  "admin.reviews.hide": "Hide",
  "admin.reviews.hideReview": "Hide the review by {name}",
  "admin.reviews.hidden": "Hidden",
  "admin.reviews.hiddenDone": "Review hidden",
  "admin.reviews.more": "Show more",
} as const satisfies Record<string, Message>;
