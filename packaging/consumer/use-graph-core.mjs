// Uses the installed @carecall/graph-core from plain Node, as a script outside the repository would, and prints what
// it found as JSON for the packaging test to check.
import {
  addVertex,
  applyPatchesTo,
  layoutQuestionnaire,
  lintQuestionnaire,
  parseQuestionnaire,
  prepareQuestionnaire,
  validateForSave,
} from '@carecall/graph-core';
import schema from '@carecall/graph-core/questionnaire.schema.json' with { type: 'json' };
import { produceWithPatches } from 'immer';
import questionnaire from './questionnaire.json' with { type: 'json' };

// Importing graph-core must not have loaded immer's patches plugin (`sideEffects: false`): immer refuses until then.
let patchesLoadedByImport = true;
try {
  produceWithPatches({ n: 1 }, (draft) => {
    draft.n = 2;
  });
} catch {
  patchesLoadedByImport = false;
}

const parsed = parseQuestionnaire(questionnaire);
if (!parsed.ok) throw new Error(`parse failed: ${JSON.stringify(parsed.issues)}`);
const diagnostics = lintQuestionnaire(questionnaire);
const prepared = prepareQuestionnaire(parsed.questionnaire, parsed.index);
const layout = layoutQuestionnaire(prepared);
const added = addVertex(parsed.questionnaire, {
  kind: 'say',
  payload: { message: 'One more thing.' },
  from: { v: 'glad' },
});
if (!added.ok) throw new Error(`addVertex refused: ${added.error.code}`);
const undone = applyPatchesTo(added.questionnaire, added.inversePatches);

console.log(
  JSON.stringify({
    patchesLoadedByImport,
    diagnostics: diagnostics.map((d) => `${d.severity} ${d.rule} ${d.vertex ?? ''}`.trim()),
    saveIssues: validateForSave(prepared).map((issue) => issue.code),
    preparedVertices: prepared.nodes.map((node) => node.v),
    feelingIntents: prepared.edges.filter((edge) => edge.v === 'feeling').map((edge) => edge.intents),
    layout: {
      vertices: [...layout.vertices.keys()],
      edges: layout.edges.length,
      positive: layout.width > 0 && layout.height > 0,
    },
    addedVertex: added.vertex,
    undoRestores: JSON.stringify(undone) === JSON.stringify(parsed.questionnaire),
    schemaDialect: schema.$schema,
    schemaHasNodes: typeof schema.properties?.nodes === 'object',
  }),
);
