import type { ratingsEn } from "./ratings.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type RatingsCatalogue = { readonly [K in keyof typeof ratingsEn]: string };

export const ratingsAr: RatingsCatalogue = {
  "reviews.receivedOnly": "يمكن تقييم هذه القطعة فقط لمن استلمتها.",
  "reviews.yoursPosted": "لقد قيّمتِ هذه القطعة. شكرًا لكِ.",
  "reviews.eligibilityFailed": "تعذّر التحقق مما إذا كان بإمكانكِ تقييم هذه القطعة.",
  "rating.label": "{average} من 5، {reviews}",
  "account.notifications.reviewRequest": "كيف كان طلبكِ \u2066#{number}\u2069؟ قيّمي {product}.",
  "account.notifications.reviewRequestSeveral": "كيف كان طلبكِ \u2066#{number}\u2069؟ قيّمي {product} وباقي القطع التي استلمتِها.",
};
