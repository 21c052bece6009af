import { ApiError } from "@/lib/api-client";

/** A checkout refusal that names its `reason` (COD rules, a coupon), with the figures its text needs. */
export interface ReasonedRefusal {
  reason: string;
  params: Record<string, string | number>;
}

/** The store's 409 of this `code`, read for its reason and figures; null for any other failure. */
export function reasonedRefusalOf(error: unknown, code: string): ReasonedRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== code) return null;
  let reason = "";
  try {
    const body = JSON.parse(error.body) as { reason?: unknown };
    if (typeof body.reason === "string") reason = body.reason;
  } catch {
    // The code alone says what was refused; the text then says it in general words.
  }
  return { reason, params: error.params ?? {} };
}
