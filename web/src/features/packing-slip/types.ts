/** What a packing slip shows of an order (`GET /api/admin/orders/:id`). Money is a decimal string. */
export interface SlipOrder {
  id: string;
  orderNumber: number;
  paymentMethod: string;
  totalAmount: string;
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  shippingAddressLine1: string;
  shippingAddressLine2: string | null;
  deliveryNote: string | null;
  createdAt: string;
  items: {
    id: string;
    productNameEn: string;
    productNameAr: string;
    variantSize: string | null;
    variantColor: string | null;
    quantity: number;
  }[];
}

export type PaperSize = "A5" | "A4";
