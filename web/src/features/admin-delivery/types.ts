import type { EmirateKey } from "@/lib/addresses";

/** What delivering to one emirate costs and how many days it takes at the soonest and the latest (ADR 066). */
export interface DeliveryZone {
  emirate: EmirateKey;
  /** AED, two decimals. */
  fee: string;
  etaDays: [number, number];
}

/** `PUT /api/admin/delivery`: every emirate's zone, and the goods' amount above which delivery is free (null: never). */
export interface DeliveryInput {
  zones: DeliveryZone[];
  freeDeliveryOver: string | null;
}

/** `GET /api/admin/delivery`: the terms in force, every emirate listed; `changedAt` null while they were never set. */
export interface AdminDelivery extends DeliveryInput {
  changedAt: string | null;
}
