import { readFile } from 'node:fs/promises';
import { VERTEX_KINDS, wrapText } from '@carecall/graph-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from '../render/escapeXml.ts';
import { VERTEX_STYLES } from '../render/vertexStyles.ts';
import { useCliSandbox } from '../testing/useCliSandbox.ts';

const { run, path, write } = useCliSandbox('carecall-render-');

/**
 * The problems that would stop an XML parser: unbalanced or crossed tags, more than one root, unquoted or
 * markup-bearing attributes, a stray `<` or `&`. Enough to tell a well-formed SVG from a broken one without a
 * parser dependency.
 */
function findXmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token =
    /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  for (const match of body.matchAll(token)) {
    const text = body.slice(last, match.index);
    if (/[<>]/.test(text)) problems.push(`stray markup in text: ${JSON.stringify(text.slice(0, 60))}`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
      problems.push(`bare & in ${JSON.stringify(text)}`);
    last = (match.index as number) + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (match[0].startsWith('<!--') || name === undefined) continue;
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name);
    }
  }
  if (/\S/.test(body.slice(last))) problems.push(`trailing text: ${JSON.stringify(body.slice(last, last + 60))}`);
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

const hostile = 'Say <b>"hi"</b> & \'bye\' {first_name} ]]> <!-- \u0001';

/** An edge's condition: one `action = value` clause. */
const when = (action: string, value: string) => [{ action, operator: '=', value }];

/** One vertex of every kind (and every ask type), with text that needs escaping. */
const everyKind = {
  id: 7,
  questionnaire_name: 'Every <kind> & more',
  starting_node: 'start <&>',
  complete_node: ['done', 'transfer'],
  sub_questionnaires: [{ questionnaireId: 9, questionnaireName: 'Diabetes' }],
  nodes: [
    { v: 'start <&>', value: { say: { message: hostile } } },
    { v: 'yes_no', value: { ask: { name: 'well', question: 'Are you feeling well today?', type: 'Twilio.YES_NO' } } },
    {
      v: 'branches',
      value: {
        ask: {
          name: 'pain',
          question: 'Where does it hurt? '.repeat(6),
          type: 'multi_branch',
          hintGroup: 'pain',
          multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }],
        },
      },
    },
    { v: 'open', value: { ask: { name: 'hours', question: 'How many hours?' }, tagsv2: [300] } },
    { v: 'recording', value: { recording: { name: 'tip', url: 'tip.mp3', transcription: 'A tip about sleep.' } } },
    { v: 'dynamic', value: { dynamic: { type: 'diagnosis' } } },
    { v: 'embedded', value: { embedded: { questionnaireId: 9, questionnaireName: 'Diabetes' } } },
    { v: 'transfer', value: { hot_transfer: { name: 'Nurse', phone: '+15550100' } } },
    {
      v: 'dob',
      value: { date_of_birth_validation: { name: 'dob', requestMessage: 'Your birthday?', waitMessage: 'Wait.' } },
    },
    {
      v: 'zip',
      value: { zip_code_validation: { name: 'zip', requestMessage: 'Your zip code?', waitMessage: 'Wait.' } },
    },
    { v: 'done', value: { say: { message: 'Goodbye.' } } },
    { v: 'end', value: { terminate_call: { name: 'end' } } },
    { v: 'later', value: { placeholder: { text: 'click to edit' } } },
  ],
  edges: [
    { v: 'start <&>', w: 'yes_no', name: '0', value: [] },
    { v: 'yes_no', w: 'branches', name: '1', value: when('answer', 'Yes') },
    { v: 'yes_no', w: 'later', name: '2', value: when('answer', 'No') },
    { v: 'branches', w: 'open', name: '3', value: when('answer', 'headache') },
    { v: 'branches', w: 'recording', name: '4', value: when('answer', 'back pain,neck pain') },
    { v: 'open', w: 'dob', name: '5', value: [] },
    { v: 'recording', w: 'dob', name: '6', value: [] },
    { v: 'dob', w: 'zip', name: '7', value: when('date_of_birth_validation', 'valid') },
    { v: 'dob', w: 'zip', name: '8', value: when('date_of_birth_validation', 'invalid') },
    { v: 'zip', w: 'transfer', name: '9', value: when('zip_code_validation', 'valid') },
    { v: 'zip', w: 'dynamic', name: '10', value: when('zip_code_validation', 'invalid') },
    { v: 'transfer', w: 'done', name: '11', value: when('hot_transfer', 'answered') },
    { v: 'transfer', w: 'embedded', name: '12', value: when('hot_transfer', 'not-answered') },
    { v: 'done', w: 'end', name: '13', value: [] },
    { v: 'dob', w: 'yes_no', name: '14', value: [] },
  ],
};

beforeAll(async () => {
  await write('every-kind.json', JSON.stringify(everyKind));
});

/** Each rendered vertex's name (as written in its attribute), kind, and the paint of its outline. */
function readVertices(svg: string): { name: string; kind: string; paint: string }[] {
  const vertex =
    /<g class="vertex kind-([a-z_]+)" data-vertex="([^"]*)" data-kind="[a-z_]+"><title>[^<]*<\/title>(?:<rect[^>]*fill="none"[^>]*\/>)?<(rect|polygon)[^>]*?fill="([^"]+)" stroke="([^"]+)"(?: stroke-width="[^"]+")?( stroke-dasharray="[^"]+")?/g;
  return [...svg.matchAll(vertex)].map(([, kind, name, shape, fill, stroke, dash]) => ({
    name: name as string,
    kind: kind as string,
    paint: `${shape} ${fill} ${stroke}${dash ?? ''}`,
  }));
}

describe('carecall render', () => {
  it('uses a well-formedness check that catches broken markup', () => {
    expect(findXmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(findXmlProblems('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(findXmlProblems('<svg><text>a < b</text></svg>')).not.toEqual([]);
    expect(findXmlProblems('<svg x="<"/>')).not.toEqual([]);
    expect(findXmlProblems('<svg/><svg/>')).not.toEqual([]);
    expect(findXmlProblems('<svg><text>a &amp; b</text></svg>')).toEqual([]);
  });

  it('prints a well-formed SVG with every vertex, its wrapped text and its kind', async () => {
    const result = await run(['render', path('every-kind.json')]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const svg = result.stdout;
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(
      true,
    );
    expect(findXmlProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>Every &lt;kind&gt; &amp; more</title>');
    const vertices = readVertices(svg);
    expect(vertices.map((v) => v.name)).toEqual(everyKind.nodes.map((n) => escapeXml(n.v)));
    expect(svg).toContain(`>${escapeXml('Say <b>"hi"</b> & \'bye\' {first_name} ]]> <!-- \uFFFD')}</text>`);
    expect(svg).not.toContain('<b>');
    for (const line of ['Are you feeling well today?', 'tip', 'A tip about sleep.', 'diagnosis', 'Diabetes', 'Nurse']) {
      expect(svg).toContain(`>${line}</text>`);
    }
    for (const line of wrapText('Where does it hurt? '.repeat(6), 60)) expect(svg).toContain(`>${line}</text>`);
    expect(svg).toContain('font-style="italic">click to edit</text>');
  });

  it('gives every vertex kind its own look, shows it in the legend, and marks start and complete vertices', async () => {
    const svg = (await run(['render', path('every-kind.json')])).stdout;
    const byKind = new Map<string, Set<string>>();
    for (const { kind, paint } of readVertices(svg)) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(paint));
    expect([...byKind.keys()].sort()).toEqual([...VERTEX_KINDS].sort());
    for (const paints of byKind.values()) expect(paints.size).toBe(1);
    const looks = [...byKind.values()].map((paints) => [...paints][0]);
    expect(new Set(looks).size).toBe(VERTEX_KINDS.length);
    for (const kind of VERTEX_KINDS) {
      expect(svg).toContain(`<g class="legend-kind kind-${kind}">`);
      expect(svg).toContain(`>${escapeXml(VERTEX_STYLES[kind].label)}</text>`);
      expect(svg).toContain(`>${escapeXml(VERTEX_STYLES[kind].badge)}</text>`);
    }
    expect(svg.match(/>START<\/text>/g)).toHaveLength(1);
    expect(svg.match(/>COMPLETE<\/text>/g)).toHaveLength(2);
    expect(svg).toContain('>start</text>');
    expect(svg).toContain('>complete</text>');
  });

  it('draws every edge as a path with an arrowhead and its condition label', async () => {
    const svg = (await run(['render', path('every-kind.json')])).stdout;
    const edges = [
      ...svg.matchAll(
        /<g class="edge" data-v="[^"]*" data-w="[^"]*" data-name="([^"]*)"><path d="M[^"]+" [^>]*marker-end="url\(#arrow\)"\/>/g,
      ),
    ];
    expect(edges.map((m) => m[1])).toEqual(everyKind.edges.map((e) => e.name));
    expect(svg).toContain('<marker id="arrow"');
    for (const label of [
      'Yes',
      'No',
      'headache',
      'back pain,neck pain',
      'valid',
      'invalid',
      'answered',
      'not-answered',
    ])
      expect(svg).toContain(`>${label}</text>`);
  });

  it('writes the SVG to the -o file and prints nothing', async () => {
    const result = await run(['render', path('every-kind.json'), '-o', path('out.svg')]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    const written = await readFile(path('out.svg'), 'utf8');
    expect(written).toBe((await run(['render', path('every-kind.json')])).stdout);
  });

  it('exits 1 with the schema problems when the document does not match the format', async () => {
    await write('broken.json', JSON.stringify({ ...everyKind, edges: [{ v: 'done', w: 'gone', name: '0' }] }));
    const result = await run(['render', path('broken.json')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('edges[0].w: edge points to missing vertex "gone" [schema]');
  });

  it('exits 2 with one line for a missing file, and for a missing argument', async () => {
    expect(await run(['render', path('missing.json')])).toEqual({
      code: 2,
      stdout: '',
      stderr: `carecall: ${path('missing.json')}: no such file\n`,
    });
    const none = await run(['render']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("missing required argument 'file'");
  });
});
