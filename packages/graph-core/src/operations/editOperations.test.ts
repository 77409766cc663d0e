import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { type Condition, createCondition } from '../condition.ts';
import { getConditionSpec } from '../conditionOptions.ts';
import { type EdgeKey, formatEdgeKey } from '../edge.ts';
import { lintQuestionnaire } from '../lint/lintQuestionnaire.ts';
import { assertQuestionnaire, parseQuestionnaire } from '../parseQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { getHighestGeneratedNumber } from '../vertexName.ts';
import { isPlaceholderValue } from '../vertexValue.ts';
import { addEdge } from './addEdge.ts';
import { type AddVertexOptions, addVertex } from './addVertex.ts';
import { applyPatchesTo, EDIT_ERROR_CODES, type EditResult } from './editResult.ts';
import { editVertex } from './editVertex.ts';
import { removeEdges } from './removeEdges.ts';
import { removeVertex } from './removeVertex.ts';
import { setCompleteVertices } from './setCompleteVertices.ts';
import { setStartVertex } from './setStartVertex.ts';
import { updateMetadata } from './updateMetadata.ts';

// Random editing sessions: sequences of the operations themselves, replayed from a fixed seed.

const HINTS = ['headache', 'back pain', 'fever', 'cough', 'nausea'];

const vertexDraftArb: fc.Arbitrary<AddVertexOptions> = fc.oneof(
  fc.constant<AddVertexOptions>({ kind: 'say', payload: { message: 'Hello {first_name}.' } }),
  fc
    .constantFrom(undefined, 'Twilio.YES_NO' as const, 'language_intent' as const, 'morning_afternoon' as const)
    .map((type): AddVertexOptions => ({ kind: 'ask', payload: type ? { question: 'Q?', type } : { question: 'Q?' } })),
  fc.array(fc.subarray(HINTS, { minLength: 1, maxLength: 2 }), { minLength: 0, maxLength: 3 }).map(
    (branches): AddVertexOptions => ({
      kind: 'ask',
      payload: { type: 'multi_branch', hintGroup: 'pain', multiBranchAnswers: branches.map((hints) => ({ hints })) },
    }),
  ),
  fc.constant<AddVertexOptions>({ kind: 'recording', payload: { name: 'tip', url: 'tip.mp3' } }),
  fc.constant<AddVertexOptions>({ kind: 'dynamic', payload: { type: 'personal' } }),
  fc.constant<AddVertexOptions>({ kind: 'embedded', payload: { questionnaireId: 3, questionnaireName: 'Sub' } }),
  fc.constant<AddVertexOptions>({
    kind: 'hot_transfer',
    payload: { phone: '+1-5550100' },
    hotTransfer: { connectedText: 'Connecting.', notConnectedText: 'No answer.' },
  }),
  fc.constant<AddVertexOptions>({ kind: 'date_of_birth_validation', payload: { requestMessage: 'DOB?' } }),
  fc.constant<AddVertexOptions>({ kind: 'zip_code_validation', payload: { requestMessage: 'Zip?' } }),
  fc.constant<AddVertexOptions>({ kind: 'terminate_call', payload: { name: 'end' } }),
);

/** How many vertices adding this draft creates besides the vertex itself, counted independently of the code. */
function expectedChildCount(draft: AddVertexOptions): number {
  switch (draft.kind) {
    case 'terminate_call':
    case 'placeholder':
      return 0;
    case 'hot_transfer':
      return 4;
    case 'date_of_birth_validation':
    case 'zip_code_validation':
      return 2;
    case 'ask': {
      const { type, multiBranchAnswers } = draft.payload;
      if (type === 'Twilio.YES_NO' || type === 'language_intent') return 2;
      if (type === 'multi_branch') return multiBranchAnswers?.length ?? 0;
      return 1;
    }
    default:
      return 1;
  }
}

type Command =
  | { op: 'addVertex'; draft: AddVertexOptions; from: number | null; pick: number }
  | { op: 'editVertex'; at: number; draft: AddVertexOptions; keepKind: boolean }
  | { op: 'removeVertex'; at: number }
  | { op: 'addEdge'; at: number; to: number; pick: number }
  | { op: 'removeEdges'; at: number; withCondition: boolean }
  | { op: 'setStartVertex'; at: number }
  | { op: 'setCompleteVertices'; at: number[] }
  | { op: 'updateMetadata'; name: string; archive: boolean };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('addVertex' as const),
      draft: vertexDraftArb,
      from: fc.option(fc.nat(40)),
      pick: fc.nat(5),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('editVertex' as const),
      at: fc.nat(40),
      draft: vertexDraftArb,
      keepKind: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('removeVertex' as const), at: fc.nat(40) }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('addEdge' as const), at: fc.nat(40), to: fc.nat(40), pick: fc.nat(5) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('removeEdges' as const), at: fc.nat(60), withCondition: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('setStartVertex' as const), at: fc.nat(40) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('setCompleteVertices' as const),
      at: fc.array(fc.nat(40), { maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('updateMetadata' as const),
      name: fc.string({ maxLength: 8 }),
      archive: fc.boolean(),
    }),
  },
);

const vertexAt = (q: Questionnaire, at: number) => q.nodes[at % Math.max(q.nodes.length, 1)];

/** A condition for an edge leaving `v`: one of its options or none, or (pick 5) a value that is never an option. */
function pickCondition(q: Questionnaire, v: string, pick: number): Condition | undefined {
  const source = q.nodes.find((node) => node.v === v);
  const spec = source ? getConditionSpec(source.value) : undefined;
  const options = spec?.options ?? [];
  if (pick === 5) return createCondition(spec?.action ?? 'answer', 'not-an-option');
  const choice = pick % (options.length + 1);
  return choice < options.length ? createCondition(spec?.action ?? 'answer', options[choice] as string) : undefined;
}

interface Step {
  result: EditResult<object>;
  /** Edge keys the operation is allowed to remove. */
  removable: EdgeKey[];
  /** How many edges the operation adds (before removals). */
  added: number;
  /** What to check about generated names. */
  created?: { vertex: string; children: string[]; expectedChildren: number };
}

function run(q: Questionnaire, command: Command): Step {
  switch (command.op) {
    case 'addVertex': {
      const from = command.from === null ? undefined : vertexAt(q, command.from)?.v;
      const options: AddVertexOptions =
        from === undefined
          ? command.draft
          : { ...command.draft, from: { v: from, condition: pickCondition(q, from, command.pick) } };
      const result = addVertex(q, options);
      const expectedChildren = expectedChildCount(command.draft);
      return {
        result,
        removable: [],
        added: expectedChildren + (from === undefined ? 0 : 1),
        created: result.ok ? { vertex: result.vertex, children: result.children, expectedChildren } : undefined,
      };
    }
    case 'editVertex': {
      const target = vertexAt(q, command.at);
      const dirty = target !== undefined && isPlaceholderValue(target.value);
      const input = command.keepKind && !dirty ? { payload: {} } : command.draft;
      const result = editVertex(q, target?.v ?? 'missing', input);
      const expectedChildren = dirty ? expectedChildCount(command.draft) : 0;
      return {
        result,
        removable: [],
        added: expectedChildren,
        created: result.ok && target ? { vertex: target.v, children: result.children, expectedChildren } : undefined,
      };
    }
    case 'removeVertex': {
      const target = vertexAt(q, command.at)?.v ?? 'missing';
      return {
        result: removeVertex(q, target),
        removable: q.edges.filter((edge) => edge.v === target || edge.w === target),
        added: 0,
      };
    }
    case 'addEdge': {
      const v = vertexAt(q, command.at)?.v ?? 'missing';
      const w = vertexAt(q, command.to)?.v ?? 'missing';
      return { result: addEdge(q, { v, w, condition: pickCondition(q, v, command.pick) }), removable: [], added: 1 };
    }
    case 'removeEdges': {
      const edge = q.edges[command.at % Math.max(q.edges.length, 1)];
      if (edge === undefined)
        return { result: removeEdges(q, { v: 'missing', w: 'missing' }), removable: [], added: 0 };
      const condition = command.withCondition ? edge.value[0] : undefined;
      const removable = q.edges.filter(
        (other) =>
          other.v === edge.v &&
          other.w === edge.w &&
          (condition === undefined ||
            other.value.some((c) => c.action === condition.action && c.value === condition.value)),
      );
      return { result: removeEdges(q, { v: edge.v, w: edge.w, condition }), removable, added: 0 };
    }
    case 'setStartVertex':
      return { result: setStartVertex(q, vertexAt(q, command.at)?.v ?? 'missing'), removable: [], added: 0 };
    case 'setCompleteVertices':
      return {
        result: setCompleteVertices(
          q,
          command.at.map((at) => vertexAt(q, at)?.v ?? ''),
        ),
        removable: [],
        added: 0,
      };
    case 'updateMetadata':
      return {
        result: updateMetadata(q, { questionnaire_name: command.name, archive: command.archive }),
        removable: [],
        added: 0,
      };
  }
}

/** Runs one command and checks every invariant of its outcome; returns the document to continue from. */
function runAndCheck(before: Questionnaire, command: Command): Questionnaire {
  const snapshot = JSON.stringify(before);
  const step = run(before, command);
  const { result } = step;
  expect(JSON.stringify(before)).toBe(snapshot);
  if (!result.ok) {
    expect(EDIT_ERROR_CODES).toContain(result.error.code);
    return before;
  }
  const after = result.questionnaire;

  // Schema-valid, and JSON round-trips to the same document.
  const parsed = parseQuestionnaire(JSON.parse(JSON.stringify(after)));
  expect(parsed.ok ? 'ok' : parsed.issues).toBe('ok');
  if (parsed.ok) expect(parsed.questionnaire).toEqual(after);

  // Start and complete vertices always name existing vertices that are not placeholders.
  const real = new Set(after.nodes.filter((node) => !isPlaceholderValue(node.value)).map((node) => node.v));
  for (const name of [after.starting_node ?? [], ...after.complete_node].flat()) expect(real).toContain(name);

  // Edges: exactly the allowed ones removed, exactly `added` new ones, and every survivor unchanged.
  const removable = new Set(step.removable.map(formatEdgeKey));
  const afterEdges = new Map(after.edges.map((edge) => [formatEdgeKey(edge), edge]));
  for (const edge of before.edges) {
    if (!removable.has(formatEdgeKey(edge))) expect(afterEdges.get(formatEdgeKey(edge))).toEqual(edge);
    else expect(afterEdges.has(formatEdgeKey(edge))).toBe(false);
  }
  expect(after.edges.length).toBe(before.edges.length - step.removable.length + step.added);
  const highestEdge = Math.max(-1, ...before.edges.map((edge) => (/^\d+$/.test(edge.name) ? Number(edge.name) : -1)));
  const newEdges = after.edges.slice(before.edges.length - step.removable.length);
  newEdges.forEach((edge, i) => {
    expect(edge.name).toBe(String(highestEdge + 1 + i));
  });

  // Edges the operations create satisfy the edge rules lint checks, and nothing ever leaves terminate_call.
  const newKeys = new Set(newEdges.map(formatEdgeKey));
  const edgeRules = new Set(['invalid-condition', 'missing-condition', 'terminate-has-outgoing']);
  const broken = lintQuestionnaire(after).filter(
    (d) =>
      d.rule === 'terminate-has-outgoing' ||
      (d.edge !== undefined && newKeys.has(formatEdgeKey(d.edge)) && edgeRules.has(d.rule)),
  );
  expect(broken).toEqual([]);

  // Generated vertex names: one above the highest, consecutive, and exactly the children the kind calls for.
  if (step.created) {
    const highest = getHighestGeneratedNumber(before.nodes.map((node) => node.v));
    const { vertex, children, expectedChildren } = step.created;
    if (!before.nodes.some((node) => node.v === vertex)) expect(vertex).toBe(`auto_generated_${highest + 1}`);
    const offset = before.nodes.some((node) => node.v === vertex) ? 1 : 2;
    expect(children).toEqual(
      Array.from({ length: expectedChildren }, (_, i) => `auto_generated_${highest + offset + i}`),
    );
    expect(after.nodes.length).toBe(before.nodes.length + expectedChildren + (offset === 2 ? 1 : 0));
  }
  return after;
}

const empty = (): Questionnaire => assertQuestionnaire({ id: -1, questionnaire_name: 'New', nodes: [], edges: [] });

const sessionArb = fc.record({
  start: fc.oneof(fc.constant(null), fc.integer({ min: 4, max: 24 })),
  commands: fc.array(commandArb, { minLength: 1, maxLength: 25 }),
});

describe('editing operations (property)', () => {
  test.prop([sessionArb], { seed: 20240611, numRuns: 150 })(
    'keep the document valid and JSON round-trippable, never merge or drop edges they were not asked to, and name vertices in sequence',
    ({ start, commands }) => {
      let q = start === null ? empty() : generateQuestionnaire({ vertices: start });
      for (const command of commands) q = runAndCheck(q, command);
    },
  );

  test.prop([sessionArb], { seed: 7_355_608, numRuns: 150 })(
    'undo (inverse patches in reverse order) restores the original exactly and redo reaches the result again',
    ({ start, commands }) => {
      const original = start === null ? empty() : generateQuestionnaire({ vertices: start });
      const copy = JSON.parse(JSON.stringify(original));
      const history: EditResult<object>[] = [];
      let q = original;
      for (const command of commands) {
        const { result } = run(q, command);
        if (!result.ok) continue;
        history.push(result);
        q = result.questionnaire;
      }
      let undone = q;
      for (const step of [...history].reverse()) if (step.ok) undone = applyPatchesTo(undone, step.inversePatches);
      expect(undone).toEqual(original);
      expect(undone).toEqual(copy);
      let redone = undone;
      for (const step of history) if (step.ok) redone = applyPatchesTo(redone, step.patches);
      expect(redone).toEqual(q);
    },
  );
});
