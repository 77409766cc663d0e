import { isAbsolute, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Diagnostic, LINT_RULES } from '@carecall/graph-core';
import type { LintFileResult } from './lintReport.ts';

/** The SARIF version code-scanning tools (GitHub, Azure DevOps, IDE viewers) read. */
export const SARIF_VERSION = '2.1.0';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** A file path as a SARIF artifact URI: relative paths stay relative (with `/`), absolute ones become file URLs. */
export function toArtifactUri(file: string): string {
  if (isAbsolute(file)) return pathToFileURL(file).href;
  return file.split(sep).join('/').split('/').map(encodeURIComponent).join('/');
}

/** The SARIF logical location of a diagnostic's vertex or edge, so viewers can name it beside the file. */
function toLogicalLocations(diagnostic: Diagnostic): Record<string, string>[] | undefined {
  if (diagnostic.edge) {
    const { v, w, name } = diagnostic.edge;
    return [{ name: `${v} -> ${w} (${name})`, fullyQualifiedName: `edges/${v}/${w}/${name}`, kind: 'edge' }];
  }
  if (diagnostic.vertex !== undefined)
    return [{ name: diagnostic.vertex, fullyQualifiedName: `nodes/${diagnostic.vertex}`, kind: 'vertex' }];
  return undefined;
}

/**
 * The `--format sarif` report: a SARIF 2.1.0 log with one run whose driver lists every lint rule, and one result per
 * diagnostic located by the file's artifact location and a logical location naming the vertex or edge.
 */
export function formatLintSarif(results: readonly LintFileResult[], version: string): string {
  const ruleIndex = new Map(LINT_RULES.map((rule, i) => [rule.id, i]));
  const log = {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [
      {
        tool: {
          driver: {
            name: 'carecall',
            version,
            rules: LINT_RULES.map((rule) => ({
              id: rule.id,
              shortDescription: { text: rule.description },
              defaultConfiguration: { level: rule.severity },
            })),
          },
        },
        artifacts: results.map(({ file }) => ({ location: { uri: toArtifactUri(file) } })),
        results: results.flatMap(({ file, diagnostics }, artifactIndex) =>
          diagnostics.map((diagnostic) => {
            const logicalLocations = toLogicalLocations(diagnostic);
            return {
              ruleId: diagnostic.rule,
              ruleIndex: ruleIndex.get(diagnostic.rule),
              level: diagnostic.severity,
              message: { text: diagnostic.message },
              locations: [
                {
                  physicalLocation: { artifactLocation: { uri: toArtifactUri(file), index: artifactIndex } },
                  ...(logicalLocations ? { logicalLocations } : {}),
                },
              ],
            };
          }),
        ),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
