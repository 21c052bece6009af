import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { ReviewAnswer, ReviewEligibilityAnswer } from "@/lib/contracts";
import type { ReviewRequest } from "../../../../../services/reviews/schemas.js";

/** A review as the shop shows it: the server's contract. */
export type Review = ReviewAnswer;

export const maxCommentLength = 1000;

export const reviewsQueryKey = (slug: string) => ["/api/products", slug, "reviews"] as const;

export const reviewsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: reviewsQueryKey(slug),
    queryFn: ({ pageParam, signal }) => fetchPage<Review>(pageParam, signal),
    initialPageParam: `/api/products/${encodeURIComponent(slug)}/reviews?limit=10`,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** A product's shown reviews, newest first, ten at a time. */
export function useReviews(slug: string) {
  return useInfiniteQuery(reviewsQueryOptions(slug));
}

/** Whether she may review the product now, and why not: the server's answer, decided as her review's write is. */
export type ReviewEligibility = ReviewEligibilityAnswer;

export const reviewEligibilityQueryKey = (slug: string) => ["/api/products", slug, "review-eligibility"] as const;

export const reviewEligibilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: reviewEligibilityQueryKey(slug),
    queryFn: async ({ signal }) =>
      readJson<ReviewEligibility>(
        await apiRequest("GET", `/api/products/${encodeURIComponent(slug)}/review-eligibility`, undefined, undefined, signal),
      ),
  });

/** Only for a signed-in shopper: a visitor is offered the sign-in link instead. */
export function useReviewEligibility(slug: string, signedIn: boolean) {
  return useQuery({ ...reviewEligibilityQueryOptions(slug), enabled: signedIn });
}

export function usePostReview(slug: string, onPosted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: ReviewRequest) =>
      readJson<Review>(await apiRequest("POST", `/api/products/${encodeURIComponent(slug)}/reviews`, review)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewEligibilityQueryKey(slug) });
      await queryClient.invalidateQueries({ queryKey: reviewsQueryKey(slug) });
      onPosted();
    },
  });
}
