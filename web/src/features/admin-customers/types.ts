import type { CustomerAnswer, CustomerOrderRowAnswer } from "@/lib/contracts";

/** The back office's customer reads (`GET /api/admin/customers`, `.../:id`, `.../:id/orders`): the server's contracts. */

export const userRoles = ["customer", "auditor", "admin"] as const satisfies readonly CustomerAnswer["role"][];
export type UserRole = CustomerAnswer["role"];
export type Customer = CustomerAnswer;
export type CustomerOrder = CustomerOrderRowAnswer;
