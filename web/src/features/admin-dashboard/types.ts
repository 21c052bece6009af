/** Shapes of `GET /api/admin/stats` and `GET /api/admin/notifications`. Money is a decimal string. */

export interface RecentOrder {
  id: string;
  orderNumber: number;
  shippingName: string;
  status: string;
  totalAmount: string;
  createdAt: string;
}

export interface DailySales {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  orders: number;
  revenue: string;
}

/** Every field may be missing (spec §2: each card reads 0 then). */
export interface AdminStats {
  totalProducts?: number;
  totalOrders?: number;
  totalRevenue?: string;
  totalCustomers?: number;
  recentOrders?: RecentOrder[];
  /** The last 30 days, oldest first. */
  daily?: DailySales[];
}

export interface AdminNotification {
  id: string;
  /** The English sentence; `kind`, `stock` and `params` say it in the admin's language. */
  message: string;
  kind?: "low-stock" | "out-of-stock";
  stock?: number | null;
  params?: { productNameEn: string; productNameAr: string; variant: string | null };
  isRead: boolean;
  createdAt: string;
}

/** A variant below 5 units now, as `GET /api/admin/low-stock` lists them. */
export interface LowStockVariant {
  productId: string;
  productNameEn: string;
  productNameAr: string;
  variantId: string;
  size: string | null;
  color: string | null;
  stock: number;
}
