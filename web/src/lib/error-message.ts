import { ApiError } from "./api-client";
import type { MessageKey } from "./i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

interface DescribeOptions {
  t: Translate;
  fallback: MessageKey;
  /** Error codes whose meaning the caller knows, shown in the shopper's language instead of the server's English. */
  byCode?: Partial<Record<string, MessageKey>>;
  /** The same by status, for answers without a code the caller knows. */
  byStatus?: Partial<Record<number, MessageKey>>;
}

/** Codes any form may meet, translated unless the form says otherwise. */
const commonCodes: Partial<Record<string, MessageKey>> = {
  payload_too_large: "error.tooLarge",
  limit_reached: "error.limitReached",
};

/**
 * Turns a failed call into one sentence for a toast: a known code (its text filled with the answer's `params`, e.g.
 * `{limit}`), else a known status, else the server's message, else a fallback. An answer that says how long to wait
 * (a limit was reached) gets that wait added, in minutes.
 */
export function describeError(error: unknown, { t, fallback, byCode, byStatus }: DescribeOptions): string {
  if (error instanceof ApiError) {
    const code = error.code;
    const known = (code && (byCode?.[code] ?? commonCodes[code])) || byStatus?.[error.status];
    if (known) return withWait(t(known, error.params), error, t);
    return error.serverMessage ?? t(fallback);
  }
  // fetch rejects with a TypeError only when the request never got an answer (offline, DNS, server down).
  if (error instanceof TypeError) return t("toast.networkError");
  return t(fallback);
}

function withWait(sentence: string, error: ApiError, t: Translate): string {
  const seconds = error.params?.retryAfterSeconds;
  if (typeof seconds !== "number" || !(seconds > 0)) return sentence;
  return `${sentence} ${t("error.retryInMinutes", { count: Math.ceil(seconds / 60) })}`;
}

/**
 * A failed admin write, for its "Error" toast (spec §8): as describeError, but an answer with no JSON error of ours
 * (an empty or plain-text body) reads as the error's own message, `${status}: ${body text or status text}`.
 */
export function describeWriteFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.serverMessage === undefined && error.code === undefined) return error.message;
  return describeError(error, { t, fallback: "toast.error" });
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
