import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchPage } from "@/lib/api-client";
import type { AdminReviewAnswer } from "@/lib/contracts";

/** A review as the back office sees it: hidden ones too, with when they were hidden. */
export type AdminReview = AdminReviewAnswer;

const reviewsKey = (productId: string) => ["/api/admin/products", productId, "reviews"] as const;

export function useProductReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) => fetchPage<AdminReview>(pageParam, signal),
    initialPageParam: `/api/admin/products/${productId}/reviews?limit=20`,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** Hides a review from the shop (recorded with the admin who did it); the product's average leaves it out. */
export function useHideReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => apiRequest("POST", `/api/admin/reviews/${reviewId}/hide`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ["/api/products"] }),
      ]),
  });
}
