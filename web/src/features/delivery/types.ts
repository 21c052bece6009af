import type { EmirateKey } from "@/lib/addresses";

/** `GET /api/delivery` (ADR 066): every emirate's fee and days, in the address book's order, and the free-delivery amount. */
export interface DeliveryTerms {
  zones: { emirate: EmirateKey; fee: string; etaDays: [number, number] }[];
  /** Goods worth this much or more (after a discount) are delivered free; null: never. */
  freeDeliveryOver: string | null;
}
