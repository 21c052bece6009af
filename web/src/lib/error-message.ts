import { ApiError } from "./api-client";
import type { MessageKey } from "./i18n";

interface DescribeOptions {
  t: (key: MessageKey) => string;
  fallback: MessageKey;
  /** Statuses whose meaning the client knows, shown in the shopper's language instead of the server's English. */
  byStatus?: Partial<Record<number, MessageKey>>;
}

/** Turns a failed call into one sentence for a toast: known status, else the server's message, else a fallback. */
export function describeError(error: unknown, { t, fallback, byStatus }: DescribeOptions): string {
  if (error instanceof ApiError) {
    const known = byStatus?.[error.status];
    if (known) return t(known);
    return error.serverMessage ?? t(fallback);
  }
  // fetch rejects with a TypeError only when the request never got an answer (offline, DNS, server down).
  if (error instanceof TypeError) return t("toast.networkError");
  return t(fallback);
}

/** Field messages from a 400 `{ errors: { field: [message] } }` answer, first message per field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { errors?: Record<string, unknown> };
    const result: Record<string, string> = {};
    for (const [field, messages] of Object.entries(parsed.errors ?? {})) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === "string" && first) result[field] = first;
    }
    return result;
  } catch {
    return {};
  }
}
