/** Extra fields an error response may carry next to `error` and `code`. */
export type HttpErrorExtra = Record<string, unknown>;

/**
 * An error that is an answer: thrown anywhere in a request, it becomes `status` with `{ error, code, ...extra }`, so
 * handlers never format error bodies themselves.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: HttpErrorExtra;

  /** `cause` is logged for server-side failures and never sent. */
  constructor(statusCode: number, code: string, message: string, extra: HttpErrorExtra = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

/** Type guard for errors meant to reach the client as they are. */
export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
