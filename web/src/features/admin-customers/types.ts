import type { CustomerAnswer, CustomerDetailAnswer, CustomerOrderRowAnswer } from "@/lib/contracts";

/** The back office's customer reads (`GET /api/admin/customers`, `.../:id`, `.../:id/orders`): the server's contracts. */

export const userRoles = ["customer", "auditor", "admin"] as const satisfies readonly CustomerAnswer["role"][];
export type UserRole = CustomerAnswer["role"];
export type Customer = CustomerAnswer;
export type CustomerOrder = CustomerOrderRowAnswer;

/** Her page: the account with her refusal history (ADR 059). */
export type CustomerDetail = CustomerDetailAnswer;

/** Staff's cash-on-delivery decision for her: `auto` follows the store's COD rules, the others override them. */
export const codStatuses = ["auto", "allowed", "blocked"] as const satisfies readonly CustomerAnswer["codStatus"][];
export type CodStatus = CustomerAnswer["codStatus"];

/** One refused delivery counted against her: by her account, or by an order to her phone number from another. */
export type RefusalEntry = CustomerDetail["refusalHistory"][number];

/** `PATCH /api/admin/customers/:id/cod`: her COD standing as it now is. */
export type CodStanding = Pick<CustomerDetail, "id" | "codStatus" | "codNote" | "refusals" | "deliveredOrders">;
