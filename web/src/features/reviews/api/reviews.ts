import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage, readJson } from "@/lib/api-client";
import type { ReviewAnswer } from "@/lib/contracts";
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

export function usePostReview(slug: string, onPosted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: ReviewRequest) =>
      readJson<Review>(await apiRequest("POST", `/api/products/${encodeURIComponent(slug)}/reviews`, review)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsQueryKey(slug) });
      onPosted();
    },
  });
}
