import { conditionSchema } from './condition.ts';
import { edgeSchema } from './edge.ts';
import type { QuestionnaireInput } from './questionnaire.ts';
import { questionnaireSchema, subQuestionnaireRefSchema, vertexSchema } from './questionnaire.ts';
import { VERTEX_KINDS, vertexPayloadSchemas } from './vertexKind.ts';
import { multiBranchAnswerSchema } from './vertices/ask/schema.ts';

/** A JSON value whose object keys are already in canonical order. */
type Canonical = null | boolean | number | string | Canonical[] | CanonicalObject;

class CanonicalObject {
  constructor(readonly entries: [string, Canonical][]) {}
}

type Json = Record<string, unknown>;

/** How the values under some keys of an object are put in order; keys not listed are sorted deeply. */
type ChildOrder = Record<string, (value: unknown) => Canonical>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Any JSON value with every object's keys sorted alphabetically: the order for content the format does not name. */
function sortDeep(value: unknown): Canonical {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortDeep(item)));
  if (isRecord(value)) return orderKeys(value, []);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  return null;
}

/** An object's known keys in the given order, then the others alphabetically; undefined values are left out. */
function orderKeys(value: Json, known: readonly string[], children: ChildOrder = {}): CanonicalObject {
  const entries: [string, Canonical][] = [];
  const add = (key: string): void => {
    const item = value[key];
    if (item === undefined) return;
    const order = Object.hasOwn(children, key) ? children[key] : undefined;
    entries.push([key, order ? order(item) : sortDeep(item)]);
  };
  const knownSet = new Set(known);
  for (const key of known) if (Object.hasOwn(value, key)) add(key);
  for (const key of Object.keys(value).sort()) if (!knownSet.has(key)) add(key);
  return new CanonicalObject(entries);
}

/** Applies an object order to each item of a list; items that are not objects are sorted deeply. */
function eachItem(order: (item: Json) => Canonical): (value: unknown) => Canonical {
  return (value) =>
    Array.isArray(value) ? value.map((item) => (isRecord(item) ? order(item) : sortDeep(item))) : sortDeep(value);
}

const keysOf = (schema: { shape: object }): string[] => Object.keys(schema.shape);

const branchOrder = (branch: Json) => orderKeys(branch, keysOf(multiBranchAnswerSchema));

const payloadChildren: ChildOrder = { multiBranchAnswers: eachItem(branchOrder) };

const payloadOrders: ChildOrder = Object.fromEntries(
  VERTEX_KINDS.map((kind) => {
    const keys = keysOf(vertexPayloadSchemas[kind]);
    return [
      kind,
      (payload: unknown) => (isRecord(payload) ? orderKeys(payload, keys, payloadChildren) : sortDeep(payload)),
    ];
  }),
);

const VERTEX_VALUE_KEYS = [...VERTEX_KINDS, 'tagsv2'];

/** Kind key first (payload keys in schema order), then `tagsv2`, then anything else. */
function orderVertexValue(value: unknown): Canonical {
  return isRecord(value) ? orderKeys(value, VERTEX_VALUE_KEYS, payloadOrders) : sortDeep(value);
}

const vertexOrder = (vertex: Json) => orderKeys(vertex, keysOf(vertexSchema), { value: orderVertexValue });

const conditionOrder = (condition: Json) => orderKeys(condition, keysOf(conditionSchema));

const edgeOrder = (edge: Json) => orderKeys(edge, keysOf(edgeSchema), { value: eachItem(conditionOrder) });

const subQuestionnaireOrder = (ref: Json) => orderKeys(ref, keysOf(subQuestionnaireRefSchema));

/** Document keys in the order of questionnaire-format.md's example, which is the schema's order. */
const DOCUMENT_KEYS = keysOf(questionnaireSchema);

const documentChildren: ChildOrder = {
  sub_questionnaires: eachItem(subQuestionnaireOrder),
  nodes: eachItem(vertexOrder),
  edges: eachItem(edgeOrder),
};

function write(value: Canonical, indent: string, out: string[]): void {
  if (value instanceof CanonicalObject) {
    if (value.entries.length === 0) {
      out.push('{}');
      return;
    }
    const inner = `${indent}  `;
    out.push('{\n');
    value.entries.forEach(([key, item], i) => {
      out.push(inner, JSON.stringify(key), ': ');
      write(item, inner, out);
      out.push(i < value.entries.length - 1 ? ',\n' : '\n');
    });
    out.push(indent, '}');
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    const inner = `${indent}  `;
    out.push('[\n');
    value.forEach((item, i) => {
      out.push(inner);
      write(item, inner, out);
      out.push(i < value.length - 1 ? ',\n' : '\n');
    });
    out.push(indent, ']');
    return;
  }
  out.push(JSON.stringify(value));
}

/**
 * The canonical text of a questionnaire document, so files diff cleanly and `carecall fmt` has one answer: document
 * keys in the order of the format's example, each vertex value's kind key (payload keys in schema order) before
 * `tagsv2`, edge keys `v, w, name, value, intents`, condition keys `action, operator, value`; keys the format does
 * not name follow alphabetically, their contents sorted the same way. 2-space JSON with a trailing newline.
 *
 * It only reorders: no field is added, removed or changed, so defaults are not filled in (a document that leaves
 * out `language` still leaves it out) and the order of vertices, edges and every list is kept. It is idempotent
 * and gives the same text for any key order of the same document.
 */
export function formatQuestionnaire(questionnaire: QuestionnaireInput): string {
  const document: unknown = questionnaire;
  const out: string[] = [];
  write(isRecord(document) ? orderKeys(document, DOCUMENT_KEYS, documentChildren) : sortDeep(document), '', out);
  out.push('\n');
  return out.join('');
}
