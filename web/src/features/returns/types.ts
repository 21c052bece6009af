import type { AccountOrderAnswer, ReturnableAnswer, ReturnAnswer } from "@/lib/contracts";

/** Her returns (`GET /api/account/returns`), what of an order she may still return, and the order she returns from. */
export type Return = ReturnAnswer;
export type Returnable = ReturnableAnswer;
export type ReturnedOrder = AccountOrderAnswer;
