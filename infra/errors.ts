/** Field errors as the web forms read them: field name to messages. */
export type FieldErrors = Record<string, string[]>;

/** Values a client may need to render an error in its own language (a limit, a quantity left). */
export type ErrorParams = Record<string, string | number>;

/** The stable code of each status when an error names none of its own; clients translate by code. */
const codeOfStatus: Record<number, string> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'limit_reached',
  503: 'unavailable',
};

export function defaultErrorCode(status: number): string {
  return codeOfStatus[status] ?? (status >= 500 ? 'internal' : 'invalid');
}

/**
 * An error with the HTTP status it should be answered with; its message is safe to show. `code` is stable for
 * clients (they translate it); `params` carry the values its text needs.
 */
export class AppError extends Error {
  readonly code: string;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    code?: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.code = code ?? defaultErrorCode(status);
  }
}

/**
 * The store is too busy with one kind of work to take this request now (503); the same request may succeed after
 * `retryAfterSeconds`, which the answer's Retry-After header says. Not a failure of the store: not logged as one.
 */
export class Busy extends AppError {
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message, undefined, code);
  }
}

export const badRequest = (message: string, errors?: FieldErrors, code?: string) => new AppError(400, message, errors, code);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'Forbidden', code?: string) => new AppError(403, message, undefined, code);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, code?: string, params?: ErrorParams) =>
  new AppError(409, message, undefined, code, params);
