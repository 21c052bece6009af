import type { AdminDeliveryAnswer, DeliveryRequest } from "../../../../services/orders/schemas.js";

/**
 * What delivering to one emirate costs (AED, two decimals) and how many days it takes at the soonest and the latest
 * (ADR 066).
 */
export type DeliveryZone = DeliveryRequest["zones"][number];

/** `PUT /api/admin/delivery`: every emirate's zone, and the goods' amount above which delivery is free (null: never). */
export type DeliveryInput = DeliveryRequest;

/** `GET /api/admin/delivery`: the terms in force, every emirate listed; `changedAt` null while they were never set. */
export type AdminDelivery = AdminDeliveryAnswer;
