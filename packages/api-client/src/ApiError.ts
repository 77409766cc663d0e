import type { ApiErrorBody, FieldError } from './apiErrorBody.ts';

/** What an `ApiError` knows besides its message. */
export interface ApiErrorOptions {
  /** A code of `API_ERROR_CODES`, or one the server sent. */
  code: string;
  /** The endpoint id, when the error concerns one call. */
  endpointId?: string | undefined;
  status?: number | undefined;
  statusText?: string | undefined;
  /** The server's error body, when it sent one. */
  body?: ApiErrorBody | undefined;
  fields?: FieldError[] | undefined;
  cause?: unknown;
}

/**
 * Every failure of the client, as a value with a code: callers branch on `code`, show `message` (the server's error
 * text when it sent one), and read `fields` to mark form inputs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly endpointId: string | undefined;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly body: ApiErrorBody | undefined;
  readonly fields: FieldError[];

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.endpointId = options.endpointId;
    this.status = options.status;
    this.statusText = options.statusText;
    this.body = options.body;
    this.fields = options.fields ?? options.body?.fields ?? [];
  }
}

/** Whether a value is an `ApiError`, optionally with a given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
