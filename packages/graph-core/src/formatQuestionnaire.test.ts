import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';
import { formatQuestionnaire } from './formatQuestionnaire.ts';
import type { QuestionnaireInput } from './questionnaire.ts';

/** The example of questionnaire-format.md, written with every object's keys reversed. */
const scrambled = {
  edges: [
    { value: [], name: '0', w: 'auto_generated_2', v: 'auto_generated_1' },
    {
      value: [{ value: 'Yes', operator: '=', action: 'answer' }],
      name: '1',
      w: 'auto_generated_3',
      v: 'auto_generated_2',
    },
  ],
  nodes: [
    { value: { say: { message: 'Hello {first_name}.' } }, v: 'auto_generated_1' },
    {
      value: {
        tagsv2: [12],
        ask: {
          unknownText: 'Please say yes or no.',
          type: 'Twilio.YES_NO',
          question: 'Are you feeling well today?',
          name: 'feeling_well',
        },
      },
      v: 'auto_generated_2',
    },
    { value: { say: { message: 'Good.' } }, v: 'auto_generated_3' },
  ],
  sub_questionnaires: [{ questionnaireName: 'Diabetes follow-up', questionnaireId: 7 }],
  complete_node: ['auto_generated_3'],
  starting_node: 'auto_generated_1',
  archive: false,
  shadow_questionnaire_id: 0,
  isSubQuestionnaire: false,
  is_multiple_languages: false,
  language: 'en-US',
  type: 'none',
  organization_id: 1,
  questionnaire_name: 'Weekly check-in',
  id: 42,
} satisfies QuestionnaireInput;

const canonical = `{
  "id": 42,
  "questionnaire_name": "Weekly check-in",
  "organization_id": 1,
  "type": "none",
  "language": "en-US",
  "is_multiple_languages": false,
  "isSubQuestionnaire": false,
  "shadow_questionnaire_id": 0,
  "archive": false,
  "starting_node": "auto_generated_1",
  "complete_node": [
    "auto_generated_3"
  ],
  "sub_questionnaires": [
    {
      "questionnaireId": 7,
      "questionnaireName": "Diabetes follow-up"
    }
  ],
  "nodes": [
    {
      "v": "auto_generated_1",
      "value": {
        "say": {
          "message": "Hello {first_name}."
        }
      }
    },
    {
      "v": "auto_generated_2",
      "value": {
        "ask": {
          "name": "feeling_well",
          "question": "Are you feeling well today?",
          "type": "Twilio.YES_NO",
          "unknownText": "Please say yes or no."
        },
        "tagsv2": [
          12
        ]
      }
    },
    {
      "v": "auto_generated_3",
      "value": {
        "say": {
          "message": "Good."
        }
      }
    }
  ],
  "edges": [
    {
      "v": "auto_generated_1",
      "w": "auto_generated_2",
      "name": "0",
      "value": []
    },
    {
      "v": "auto_generated_2",
      "w": "auto_generated_3",
      "name": "1",
      "value": [
        {
          "action": "answer",
          "operator": "=",
          "value": "Yes"
        }
      ]
    }
  ]
}
`;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same JSON value with every object's keys in a random order (lists keep theirs: their order is content). */
function permuteKeys(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => permuteKeys(item, random));
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  const out = {};
  for (const key of keys) {
    const item = permuteKeys((value as Record<string, unknown>)[key], random);
    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

describe('formatQuestionnaire', () => {
  it('writes the format’s example in the example’s key order, whatever order it was written in', () => {
    expect(formatQuestionnaire(scrambled)).toBe(canonical);
  });

  it('puts keys the format does not name after the named ones, alphabetically and all the way down', () => {
    const text = formatQuestionnaire({
      zeta: { b: 1, a: [{ d: 1, c: 2 }] },
      alpha: true,
      id: 1,
      questionnaire_name: 'x',
      nodes: [{ v: 'a', value: { say: { message: 'm', voice: 'f', accent: 'x' }, tagsv2: [] } }],
      edges: [{ note: 'n', value: [], intents: ['yes'], name: '0', w: 'a', v: 'a' }],
    } as QuestionnaireInput);
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(['id', 'questionnaire_name', 'nodes', 'edges', 'alpha', 'zeta']);
    expect(Object.keys(parsed.zeta)).toEqual(['a', 'b']);
    expect(Object.keys(parsed.zeta.a[0])).toEqual(['c', 'd']);
    expect(Object.keys(parsed.nodes[0].value.say)).toEqual(['message', 'accent', 'voice']);
    expect(Object.keys(parsed.edges[0])).toEqual(['v', 'w', 'name', 'value', 'intents', 'note']);
  });

  it('orders multi_branch branches and keeps list order', () => {
    const text = formatQuestionnaire({
      id: 1,
      questionnaire_name: 'x',
      nodes: [
        {
          v: 'b',
          value: {
            ask: {
              multiBranchAnswers: [{ weight: 2, hints: ['z', 'a'] }, { hints: ['m'] }],
              hintGroup: 'pain',
              type: 'multi_branch',
            },
          },
        },
        { v: 'a', value: { say: {} } },
      ],
      edges: [],
    } as QuestionnaireInput);
    const parsed = JSON.parse(text);
    expect(parsed.nodes.map((n: { v: string }) => n.v)).toEqual(['b', 'a']);
    expect(Object.keys(parsed.nodes[0].value.ask)).toEqual(['type', 'hintGroup', 'multiBranchAnswers']);
    expect(parsed.nodes[0].value.ask.multiBranchAnswers).toEqual([{ hints: ['z', 'a'], weight: 2 }, { hints: ['m'] }]);
    expect(Object.keys(parsed.nodes[0].value.ask.multiBranchAnswers[0])).toEqual(['hints', 'weight']);
  });

  it('fills in no defaults and drops nothing but undefined', () => {
    const text = formatQuestionnaire({
      id: 1,
      questionnaire_name: 'x',
      organization_id: undefined,
      nodes: [],
      edges: [],
    });
    expect(text).toBe('{\n  "id": 1,\n  "questionnaire_name": "x",\n  "nodes": [],\n  "edges": []\n}\n');
  });

  const extras = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 });
  const documents = fc
    .record({ size: fc.integer({ min: 4, max: 40 }), top: extras, edge: extras, payload: extras })
    .map(({ size, top, edge, payload }) => {
      const doc = JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: size })));
      Object.assign(doc.edges[0], edge);
      Object.assign(doc.nodes[1].value.ask ?? doc.nodes[1].value.say, payload);
      for (const [key, value] of Object.entries(top)) {
        if (!(key in doc))
          Object.defineProperty(doc, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return doc as QuestionnaireInput;
    });

  test.prop([documents, fc.integer()], { seed: 31337, numRuns: 120 })(
    'gives the same text for every key order, is idempotent and keeps the content',
    (doc, seed) => {
      const text = formatQuestionnaire(doc);
      expect(formatQuestionnaire(permuteKeys(doc, mulberry32(seed)) as QuestionnaireInput)).toBe(text);
      expect(formatQuestionnaire(JSON.parse(text))).toBe(text);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(doc)));
      expect(text.endsWith('}\n')).toBe(true);
    },
  );
});
