import type { OrderByTokenAnswer } from "@/lib/contracts";

/** Her order as her mailed link shows it (`GET /api/orders/confirm/:token`): no more than the confirm page needs. */
export type OrderByToken = OrderByTokenAnswer;

/** What confirming or cancelling through the link answers. */
export type OrderLinkResult = Pick<OrderByTokenAnswer, "orderNumber" | "status">;
