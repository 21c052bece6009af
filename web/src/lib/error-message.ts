import { ApiError, type ErrorParams } from "./api-client";
import type { MessageKey } from "./i18n";
import { errorsEn as errorCodeTexts } from "./i18n/messages/errors.en";

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
  too_many_attempts: "auth.login.tooManyAttempts",
  order_rate_limit: "checkout.orderRateLimit",
  line_quantity_limit: "checkout.lineQuantityLimit",
  order_quantity_limit: "checkout.orderQuantityLimit",
  idempotency_key_reused: "checkout.keyReused",
};

/**
 * The codes that only name an answer's status (infra/errors.ts and a refusal's meaning): a form's own text for that
 * status, when it has one, says more than these.
 */
const statusCodes = new Set([
  "invalid",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "mismatch",
  "unsupported_media_type",
  "unprocessable",
  "unavailable",
  "internal",
]);

/** Every other code the server names has its text in the catalogue as `error.code.<code>` (messages/errors.*.ts). */
const codeKey = (code: string) => `error.code.${code}` as MessageKey;

/** The server's codes the catalogue has a text for (read once: the storefront catalogue holds them). */
let knownCodes: ReadonlySet<string> | undefined;
function hasCodeText(code: string): boolean {
  knownCodes ??= new Set(
    Object.keys(errorCodeTexts)
      .filter((key) => key.startsWith("error.code."))
      .map((key) => key.slice("error.code.".length)),
  );
  return knownCodes.has(code);
}

/**
 * Turns a failed call into one sentence for a toast, always in the reader's language: the form's own text for the
 * code, else the store's text for it (filled with the answer's `params`, e.g. `{limit}` or both names of a product),
 * else the form's text for the status, else the store's text for the status's code, else the fallback. The server's
 * English `message` is never shown. An answer that says how long to wait gets that wait added, in minutes.
 */
export function describeError(error: unknown, { t, fallback, byCode, byStatus }: DescribeOptions): string {
  if (error instanceof ApiError) {
    const code = error.code;
    const storeText = code && hasCodeText(code) ? codeKey(code) : undefined;
    const known =
      code && !statusCodes.has(code)
        ? (byCode?.[code] ?? commonCodes[code] ?? storeText ?? byStatus?.[error.status])
        : ((code ? byCode?.[code] : undefined) ?? byStatus?.[error.status] ?? storeText);
    if (known) return withWait(t(known, inReadersLanguage(error.params, t)), error, t);
    return t(fallback);
  }
  // fetch rejects with a TypeError only when the request never got an answer (offline, DNS, server down).
  if (error instanceof TypeError) return t("toast.networkError");
  return t(fallback);
}

/**
 * Values the server sends in both languages (`product` in English beside `productAr`) read in the catalogue's: the
 * texts name only `{product}`.
 */
function inReadersLanguage(params: ErrorParams | undefined, t: Translate): ErrorParams | undefined {
  if (!params || t("error.valueLanguage") !== "ar") return params;
  const localized: ErrorParams = { ...params };
  for (const name of Object.keys(params)) {
    const arabic = params[`${name}Ar`];
    if (!name.endsWith("Ar") && arabic !== undefined) localized[name] = arabic;
  }
  return localized;
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
