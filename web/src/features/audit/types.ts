/** Shapes of the auditors' reads (`/api/audit/*`). Money is a decimal string; times are ISO strings. */

export interface AuditActor {
  id: string;
  /** Today's name of the acting user, from the users; null for visitors, the system and unknown ids. */
  name: string | null;
  email: string | null;
  /** The role the actor acted in, as recorded. */
  role: string;
}

export interface LogEntry {
  position: number;
  recordedAt: string;
  type: string;
  entity: { type: string; id: string; version: number };
  actor: AuditActor;
  correlationId: string | null;
  summary: { kind: string; params: Record<string, string | number | boolean | null> };
}

export interface AuditOrderRow {
  id: string;
  orderNumber: number;
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
  status: string;
  totalAmount: string;
  itemCount: number;
  createdAt: string;
}

export interface AuditOrderState {
  id: string;
  orderNumber: number;
  status: string;
  deleted: boolean;
  totalAmount: string;
  shippingName: string;
  shippingPhone: string;
  shippingAddress: string;
  createdAt: string;
  updatedAt: string;
  items: Array<{ id: string; productNameEn: string; productNameAr: string; variantSize: string | null; variantColor: string | null; quantity: number; price: string }>;
}

export interface AuditHistoryEntry {
  type: string;
  recordedAt: string;
  streamVersion: number;
  actor: AuditActor;
  correlationId: string;
  data: unknown;
}

export interface AuditOrderHistory {
  asOf: string | null;
  /** The order as it stood at `asOf` (or now); null if it did not exist yet then. */
  order: AuditOrderState | null;
  history: AuditHistoryEntry[];
}

export interface AuditSeal {
  position: number;
  hash: string | null;
  sealedAt: string | null;
  eventCount: number;
}
