/** `GET /api/admin/health` (app/http/admin-health.ts): the read side of the store, as operators follow it. */
export interface StoreHealth {
  /** `failed` while a read model is stopped at an event it cannot apply (ADR 061). */
  readonly status: "ok" | "catching-up" | "failed";
  readonly projections: readonly ReadModelHealth[];
}

export interface ReadModelHealth {
  readonly name: string;
  /** The position of the last event it applied. */
  readonly checkpoint: number;
  readonly head: number;
  /** Events of the log it has not applied yet. */
  readonly lag: number;
  readonly failure: ReadModelFailure | null;
}

export interface ReadModelFailure {
  /** The event it cannot apply; null when no one event was to blame. */
  readonly event: { readonly position: number; readonly type: string; readonly streamId: string } | null;
  readonly checkpoint: number;
  /** What the database said, in its words (English). */
  readonly error: string;
  readonly since: string;
}
