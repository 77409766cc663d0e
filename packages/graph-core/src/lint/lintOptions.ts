import { z } from 'zod';

/** The known parameter keys (`GET` parameter keys, or the CLI's `--params` file): a list of key strings. */
export const knownParametersSchema = z.array(z.string());

/** Options of `lintQuestionnaire`, declared once so the CLI and the server validate them the same way. */
export const lintOptionsSchema = z.object({
  /** The known parameter keys; without them the `unknown-parameter` rule is skipped. */
  knownParameters: knownParametersSchema.readonly().optional(),
});
export type LintOptions = z.infer<typeof lintOptionsSchema>;
