/** Shapes of the back office's customer reads (`GET /api/admin/customers`, `.../:id`, `.../:id/orders`). */

export const userRoles = ["customer", "auditor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export interface Customer {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  ordersCount: number;
  /** AED, a decimal string. */
  totalSpent: string;
  lastOrderAt: string | null;
  createdAt: string;
}

export interface CustomerOrder {
  id: string;
  orderNumber: number;
  status: string;
  totalAmount: string;
  itemsCount: number;
  createdAt: string;
}
