/** Shapes of the back-office order reads (`GET /api/admin/orders`, `.../:id/history`). Money is a decimal string. */

export interface OrderItem {
  id: string;
  productId: string;
  variantId: string;
  productNameEn: string;
  productNameAr: string;
  variantSize: string | null;
  variantColor: string | null;
  quantity: number;
  price: string;
}

export interface Order {
  id: string;
  orderNumber: number;
  userId: string;
  /** One of the five statuses; kept a string so a status added on the server later still displays. */
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
  /** Address lines and city in one line, as the server formats it. */
  shippingAddress: string;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
}

export interface OrderHistoryEntry {
  type: string;
  recordedAt: string;
  streamVersion: number;
  actor: { id: string; email: string | null; role: string } | null;
  data: unknown;
}

/** The orders list's filters, as the page's URL and the server's query name them; each optional. */
export interface OrderFilters {
  status?: string;
  /** Order number, customer name, phone or account email. */
  q?: string;
  /** First and last day, YYYY-MM-DD, in the store's (UAE) calendar. */
  from?: string;
  to?: string;
}
