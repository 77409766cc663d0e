import { type ApiErrorBody, type FieldError, formatFieldPath } from '@carecall/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { isHttpError } from './HttpError.ts';

const locations: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** Fastify's own client-error codes, answered with a stable code of ours. */
const fastifyClientErrors: Record<string, { code: string; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', error: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', error: 'The request body is empty but JSON was declared' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', error: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', error: 'The request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_CONTENT_LENGTH', error: 'Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { code: 'BODY_TOO_LARGE', error: 'The uploaded file is too large' },
  FST_ERR_RATE_LIMIT: { code: 'RATE_LIMITED', error: 'Too many requests, please wait and try again' },
};

function toFieldErrors(error: FastifyError): FieldError[] {
  const location = locations[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const rawPath = (issue.params as { path?: unknown } | undefined)?.path;
    const path = Array.isArray(rawPath)
      ? formatFieldPath(rawPath)
      : issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path === '' ? location : path, message: issue.message ?? 'Invalid value' };
  });
}

/** Turns any error into the error body and status a client sees; unexpected errors are logged and hidden. */
export function describeError(error: unknown, request: FastifyRequest): { status: number; body: ApiErrorBody } {
  if (isHttpError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return { status: error.statusCode, body: { ...error.extra, error: error.message, code: error.code } };
  }
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      body: { error: 'Validation failed', code: 'VALIDATION_ERROR', fields: toFieldErrors(fastifyError) },
    };
  }
  const known = fastifyError.code ? fastifyClientErrors[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known && status < 500) {
    return { status, body: { error: known.error, code: known.code } };
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
  } else if (status >= 400 && status < 500) {
    return { status, body: { error: fastifyError.message, code: fastifyError.code ?? 'BAD_REQUEST' } };
  } else {
    request.log.error({ err: error }, 'unexpected error');
  }
  return { status: 500, body: { error: 'Internal server error', code: 'INTERNAL_ERROR' } };
}

/** The single error handler of the app: every failure leaves the server as `{ error, code }`. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = describeError(error, request);
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  reply.code(status).send(body);
}
