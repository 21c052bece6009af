/** A row of My orders (`GET /api/account/orders`). */
export interface AccountOrderSummary {
  id: string;
  orderNumber: number;
  status: string;
  itemCount: number;
  totalAmount: string;
  createdAt: string;
}

export interface AccountOrderItem {
  id: string;
  productId: string;
  productNameEn: string;
  productNameAr: string;
  variantSize: string | null;
  variantColor: string | null;
  quantity: number;
  price: string;
}

/** One step of the status timeline: when the order last reached it, or null when it has not (or was moved back). */
export interface TimelineStep {
  status: string;
  reachedAt: string | null;
}

/** One of her orders (`GET /api/account/orders/:id`). */
export interface AccountOrder {
  id: string;
  orderNumber: number;
  status: string;
  paymentMethod: string;
  subtotal: string;
  codFee: string;
  totalAmount: string;
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  shippingAddressLine1: string;
  shippingAddressLine2: string | null;
  deliveryNote: string | null;
  createdAt: string;
  updatedAt: string;
  items: AccountOrderItem[];
  timeline: TimelineStep[];
}

/** A notice to the shopper: a kind and its values, put into words in her language when shown. */
export interface AccountNotification {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  isRead: boolean;
  createdAt: string;
}
