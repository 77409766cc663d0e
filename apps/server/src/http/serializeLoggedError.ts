/** An error as a log line holds it. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError | unknown;
  [field: string]: unknown;
}

/**
 * Fields of a PostgreSQL error (node-postgres and PGlite alike) that help find the fault and hold no values: the
 * SQLSTATE code, where in the server it was raised, and the names of what it concerns. The message (`invalid input
 * syntax for type integer: "Ruth"`, or whatever a trigger raises), `detail` (`Key (external_id)=(DC-001) already
 * exists.`), `where`, `hint` and `internalQuery` may hold row values and are left out.
 */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'routine',
  'position',
] as const;

interface DatabaseErrorLike extends Error {
  code: string;
  severity?: string;
}

/** drizzle's `DrizzleQueryError`: its message and `params` carry the query's values (a client's name, birth date). */
function isFailedQuery(error: Error): error is Error & { query: string; params: unknown } {
  const candidate = error as Error & { query?: unknown; params?: unknown };
  return typeof candidate.query === 'string' && 'params' in candidate && error.message.startsWith('Failed query:');
}

/** A PostgreSQL error: a five-character SQLSTATE and the server's severity or routine. */
function isDatabaseError(error: Error): error is DatabaseErrorLike {
  const candidate = error as Partial<DatabaseErrorLike> & { routine?: unknown };
  return (
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    (typeof candidate.severity === 'string' || typeof candidate.routine === 'string')
  );
}

/** The stack with its first lines (the message) replaced, keeping the frames. */
function replaceStackMessage(stack: string | undefined, type: string, message: string): string | undefined {
  if (!stack) return undefined;
  const frames = stack.indexOf('\n    at ');
  return `${type}: ${message}${frames === -1 ? '' : stack.slice(frames)}`;
}

function typeOf(error: Error): string {
  return error.name && error.name !== 'Error' ? error.name : (error.constructor?.name ?? 'Error');
}

/**
 * Serializes any error for a log line (pino's `err` serializer) without the values a database query carried: a
 * failed query keeps its SQL text (parameters are placeholders) and loses `params`; a PostgreSQL error keeps its code,
 * severity, constraint, table, column and routine, not its message; causes are serialized the same way, nested under
 * `cause`. Other errors keep their message, stack and own fields, as pino's standard one does.
 */
export function serializeLoggedError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const type = typeOf(error);
  const cause = depth < 5 && error.cause !== undefined ? serializeLoggedError(error.cause, depth + 1) : undefined;
  const withCause = (logged: LoggedError): LoggedError => (cause === undefined ? logged : { ...logged, cause });
  if (isFailedQuery(error)) {
    const message = `Failed query: ${error.query}`;
    return withCause({ type, message, stack: replaceStackMessage(error.stack, type, message), query: error.query });
  }
  if (isDatabaseError(error)) {
    const message = `PostgreSQL ${error.severity ?? 'ERROR'} ${error.code}`;
    const fields = Object.fromEntries(
      DATABASE_ERROR_FIELDS.flatMap((field) => {
        const value = (error as unknown as Record<string, unknown>)[field];
        return value === undefined || value === null || value === '' ? [] : [[field, value]];
      }),
    );
    return withCause({ type, message, stack: replaceStackMessage(error.stack, type, message), ...fields });
  }
  const own = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause'));
  return withCause({ ...own, type, message: error.message, stack: error.stack });
}

/** The message a log line may show for an error: the serialized one, so a failed query's values stay out of `msg`. */
export function describeLoggedError(error: Error): string {
  const logged = serializeLoggedError(error) as LoggedError;
  return logged.message;
}
