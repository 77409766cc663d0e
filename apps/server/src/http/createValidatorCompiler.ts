import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';

/** A validation problem that keeps zod's path, so the error answer can name the field exactly. */
export interface PathValidationError extends FastifySchemaValidationError {
  params: { path: PropertyKey[] };
}

/**
 * Validates request parts with their zod schemas, keeping each issue's path (fastify-type-provider-zod's compiler
 * flattens it into a JSON pointer).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<$ZodType> {
  return ({ schema }) =>
    (data) => {
      const result = safeParse(schema, data);
      if (result.success) return { value: result.data };
      const errors: PathValidationError[] = result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.map(String).join('/')}`,
        schemaPath: '',
        message: issue.message,
        params: { path: issue.path },
      }));
      return { error: errors };
    };
}
