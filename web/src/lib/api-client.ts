import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { logPositionHeaders, noteLogPosition } from "./log-position";

/** Values an error answer gives for its text (a limit, a wait in seconds). */
export type ErrorParams = Record<string, string | number>;

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

/**
 * A non-ok answer from the API. The message keeps the spec's `${status}: ${body}` shape; the status and the raw body
 * are kept apart so callers can react to a status, or to the stable `code` the server names each error with, or show
 * the server's own message without re-parsing the string.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  private parsed: ErrorBody | null | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  private get json(): ErrorBody | null {
    if (this.parsed === undefined) {
      try {
        const value: unknown = JSON.parse(this.body);
        this.parsed = value && typeof value === "object" ? (value as ErrorBody) : null;
      } catch {
        // A plain-text body is not an error of ours; it simply carries no structured fields.
        this.parsed = null;
      }
    }
    return this.parsed;
  }

  /** The `message` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    const message = this.json?.message;
    return typeof message === "string" && message ? message : undefined;
  }

  /** The error's stable code (e.g. `too_many_attempts`), which the client translates. */
  get code(): string | undefined {
    const code = this.json?.code;
    return typeof code === "string" ? code : undefined;
  }

  /** The values the error's text needs, e.g. `{ retryAfterSeconds: 60 }`. */
  get params(): ErrorParams | undefined {
    const params = this.json?.params;
    return params && typeof params === "object" ? (params as ErrorParams) : undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, body);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends one API call with the session cookie; a JSON body and its content type only when there is a body. `headers`
 * carries the few extra ones a call needs (e.g. checkout's Idempotency-Key).
 */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = body !== undefined;
  const contentType = hasBody ? { "Content-Type": "application/json" } : undefined;
  const position = logPositionHeaders();
  const allHeaders = contentType || headers || position ? { ...position, ...contentType, ...headers } : undefined;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: allHeaders,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  noteLogPosition(response);
  await throwIfNotOk(response);
  return response;
}

/** Reads a JSON answer; a 204 or an empty body reads as null rather than a parse error. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function pathFromQueryKey(queryKey: QueryKey): string {
  return queryKey.map(String).join("/");
}

type UnauthorizedBehavior = "throw" | "returnNull";

/** The generic read: GET on the path formed by the query key's segments. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(pathFromQueryKey(queryKey), { credentials: "include", headers: logPositionHeaders(), signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}

/**
 * One page of a list: its rows, the total across pages (`X-Total-Count`), whether that total is exact (a search of
 * a large list counts only up to a bound: `X-Total-Count-Exact: false`, "more than `total`") and the next page's URL
 * (`Link`).
 */
export interface ListPage<T> {
  readonly items: T[];
  readonly total: number;
  readonly exact?: boolean;
  readonly next: string | null;
}

/** The URL of the `rel="next"` link in a Link header, or null. */
export function nextLinkOf(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** Reads one page of a paged list (the server's convention: a JSON array, `X-Total-Count`, `Link: rel="next"`). */
export async function fetchPage<T>(url: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await fetch(url, { credentials: "include", headers: logPositionHeaders(), signal });
  await throwIfNotOk(response);
  const items = (await readJson<T[]>(response)) ?? [];
  const total = Number(response.headers.get("X-Total-Count") ?? items.length);
  const exact = response.headers.get("X-Total-Count-Exact") !== "false";
  return { items, total, exact, next: nextLinkOf(response.headers.get("Link")) };
}
