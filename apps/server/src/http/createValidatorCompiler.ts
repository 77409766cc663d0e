import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { findUnstorableText } from './findUnstorableText.ts';

/** A validation problem that keeps zod's path, so the error answer can name the field exactly. */
export interface PathValidationError extends FastifySchemaValidationError {
  params: { path: PropertyKey[] };
}

function toValidationError(keyword: string, path: PropertyKey[], message: string): PathValidationError {
  return { keyword, instancePath: `/${path.map(String).join('/')}`, schemaPath: '', message, params: { path } };
}

const samePath = (left: PropertyKey[], right: PropertyKey[]) =>
  left.length === right.length && left.every((part, index) => part === right[index]);

/**
 * Validates request parts with their zod schemas, keeping each issue's path (fastify-type-provider-zod's compiler
 * flattens it into a JSON pointer). Before any schema, text the database cannot store as sent — the NUL character
 * and lone UTF-16 surrogates, in any value or key of params, query, headers or body — is refused on its field, so no
 * route has to think of it and nothing reaches a query that would fail or silently change the text.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<$ZodType> {
  return ({ schema }) =>
    (data) => {
      const unstorable = findUnstorableText(data);
      const result = safeParse(schema, data);
      if (result.success && unstorable.length === 0) return { value: result.data };
      const errors: PathValidationError[] = unstorable.map((found) =>
        toValidationError('unstorable_text', found.path, found.message),
      );
      if (!result.success) {
        for (const issue of result.error.issues) {
          if (unstorable.some((found) => samePath(found.path, issue.path))) continue;
          errors.push(toValidationError(issue.code, issue.path, issue.message));
        }
      }
      return { error: errors };
    };
}
