import {
  getVertexKind,
  type LayoutPoint,
  layoutQuestionnaire,
  type Questionnaire,
  type QuestionnaireLayoutOptions,
  VERTEX_KINDS,
  type VertexKind,
  type VertexLayout,
  wrapText,
} from '@carecall/graph-core';
import { escapeXml } from './escapeXml.ts';
import { VERTEX_STYLES, type VertexStyle } from './vertexStyles.ts';

/** Text metrics shared by the layout and the drawing: 11.5 px monospace is about 7 px per character. */
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;
const LAYOUT: QuestionnaireLayoutOptions = {
  charWidth: CHAR_WIDTH,
  lineHeight: LINE_HEIGHT,
  headerHeight: 20,
  paddingX: 12,
  paddingY: 8,
};
const MARGIN = 24;
const FONT = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";
const START_COLOUR = '#2e7d32';
const COMPLETE_COLOUR = '#1b5e20';
const EDGE_COLOUR = '#546e7a';

const round = (n: number): number => Math.round(n * 10) / 10;

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : escapeXml(value as string)}"`)
    .join('');
}

function polygon(points: [number, number][], extra: Record<string, string | number | undefined>): string {
  return `<polygon${attributes({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...extra })}/>`;
}

/** The outline of a vertex of a kind, filling the box (left, top, width, height). */
function drawShape(style: VertexStyle, left: number, top: number, width: number, height: number): string {
  const right = left + width;
  const bottom = top + height;
  const paint = { fill: style.fill, stroke: style.stroke, 'stroke-width': 1.5 };
  switch (style.shape) {
    case 'hexagon': {
      const cut = 12;
      const middle = top + height / 2;
      return polygon(
        [
          [left + cut, top],
          [right - cut, top],
          [right, middle],
          [right - cut, bottom],
          [left + cut, bottom],
          [left, middle],
        ],
        paint,
      );
    }
    case 'parallelogram':
      return polygon(
        [
          [left + 8, top],
          [right, top],
          [right - 8, bottom],
          [left, bottom],
        ],
        paint,
      );
    case 'chamfer': {
      const cut = 8;
      return polygon(
        [
          [left + cut, top],
          [right - cut, top],
          [right, top + cut],
          [right, bottom - cut],
          [right - cut, bottom],
          [left + cut, bottom],
          [left, bottom - cut],
          [left, top + cut],
        ],
        paint,
      );
    }
    case 'double':
      return (
        `<rect${attributes({ x: left, y: top, width, height, rx: 3, ...paint })}/>` +
        `<rect${attributes({ x: left + 3, y: top + 3, width: width - 6, height: height - 6, rx: 2, fill: 'none', stroke: style.stroke, 'stroke-width': 1 })}/>`
      );
    case 'pill':
      return `<rect${attributes({ x: left, y: top, width, height, rx: Math.min(height / 2, 18), ...paint })}/>`;
    case 'dashed':
      return `<rect${attributes({ x: left, y: top, width, height, rx: 6, ...paint, 'stroke-dasharray': '6 4' })}/>`;
    case 'bold':
      return `<rect${attributes({ x: left, y: top, width, height, rx: 2, ...paint, 'stroke-width': 3 })}/>`;
    default:
      return `<rect${attributes({ x: left, y: top, width, height, rx: 10, ...paint })}/>`;
  }
}

function truncate(text: string, characters: number): string {
  const chars = Array.from(text);
  if (chars.length <= characters) return text;
  return characters <= 1 ? '…' : `${chars.slice(0, characters - 1).join('')}…`;
}

/** A small rounded tag with text, for the start and complete markers. */
function drawTag(text: string, x: number, y: number, colour: string): string {
  const width = Array.from(text).length * 6 + 10;
  return (
    `<g class="marker">` +
    `<rect${attributes({ x, y, width, height: 14, rx: 7, fill: colour })}/>` +
    `<text${attributes({ x: x + width / 2, y: y + 10.5, 'text-anchor': 'middle', 'font-size': 9.5, 'font-weight': 'bold', fill: '#ffffff' })}>${escapeXml(text)}</text>` +
    '</g>'
  );
}

function drawVertex(
  name: string,
  kind: VertexKind,
  box: VertexLayout,
  marks: { start: boolean; complete: boolean },
): string {
  const style = VERTEX_STYLES[kind];
  const left = box.x - box.width / 2;
  const top = box.y - box.height / 2;
  const parts: string[] = [];
  parts.push(`<g${attributes({ class: `vertex kind-${kind}`, 'data-vertex': name, 'data-kind': kind })}>`);
  parts.push(`<title>${escapeXml(`${style.label}: ${name}`)}</title>`);
  if (marks.complete) {
    parts.push(
      `<rect${attributes({ x: left - 4, y: top - 4, width: box.width + 8, height: box.height + 8, rx: 12, fill: 'none', stroke: COMPLETE_COLOUR, 'stroke-width': 2 })}/>`,
    );
  }
  parts.push(drawShape(style, left, top, box.width, box.height));
  if (marks.start) {
    parts.push(
      `<rect${attributes({ x: left - 2, y: top - 2, width: box.width + 4, height: box.height + 4, rx: 11, fill: 'none', stroke: START_COLOUR, 'stroke-width': 3 })}/>`,
    );
  }
  const textLeft = left + 12;
  const badgeWidth = Array.from(style.badge).length * CHAR_WIDTH + 8;
  parts.push(
    `<rect${attributes({ x: textLeft, y: top + 6, width: badgeWidth, height: 14, rx: 3, fill: style.stroke })}/>`,
    `<text${attributes({ x: textLeft + badgeWidth / 2, y: top + 17, 'text-anchor': 'middle', 'font-weight': 'bold', fill: '#ffffff' })}>${escapeXml(style.badge)}</text>`,
  );
  const room = Math.floor((box.width - 24 - badgeWidth - 6) / CHAR_WIDTH);
  parts.push(
    `<text${attributes({ x: textLeft + badgeWidth + 6, y: top + 17, fill: '#607d8b' })}>${escapeXml(truncate(name, room))}</text>`,
  );
  box.lines.forEach((line, i) => {
    parts.push(
      `<text${attributes({
        x: textLeft,
        y: top + 20 + 8 + (i + 1) * LINE_HEIGHT - 4,
        fill: '#263238',
        'font-style': kind === 'placeholder' ? 'italic' : undefined,
      })}>${escapeXml(line)}</text>`,
    );
  });
  const tags: [string, string][] = [];
  if (marks.start) tags.push(['START', START_COLOUR]);
  if (marks.complete) tags.push(['COMPLETE', COMPLETE_COLOUR]);
  let tagX = left;
  for (const [text, colour] of tags) {
    parts.push(drawTag(text, tagX, top - 20, colour));
    tagX += Array.from(text).length * 6 + 14;
  }
  parts.push('</g>');
  return parts.join('');
}

/** A smooth path through dagre's route: straight ends (so arrowheads point true), rounded bends. */
function edgePath(points: readonly LayoutPoint[]): string {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  if (rest.length === 0) return `M${round(first.x)},${round(first.y)}`;
  let d = `M${round(first.x)},${round(first.y)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const prev = points[i - 1] as LayoutPoint;
    const point = points[i] as LayoutPoint;
    const next = points[i + 1] as LayoutPoint;
    const before = { x: (prev.x + point.x) / 2, y: (prev.y + point.y) / 2 };
    const after = { x: (point.x + next.x) / 2, y: (point.y + next.y) / 2 };
    d += ` L${round(before.x)},${round(before.y)} Q${round(point.x)},${round(point.y)} ${round(after.x)},${round(after.y)}`;
  }
  const last = points[points.length - 1] as LayoutPoint;
  return `${d} L${round(last.x)},${round(last.y)}`;
}

function drawEdgeLabel(label: string, at: LayoutPoint): string {
  const lines = wrapText(label, 60);
  let longest = 0;
  for (const line of lines) longest = Math.max(longest, Array.from(line).length);
  const width = longest * CHAR_WIDTH + 8;
  const height = lines.length * LINE_HEIGHT;
  const top = at.y - height / 2;
  return (
    `<rect${attributes({ x: at.x - width / 2, y: top, width, height, rx: 3, fill: '#ffffff', 'fill-opacity': 0.9, stroke: '#cfd8dc' })}/>` +
    lines
      .map(
        (line, i) =>
          `<text${attributes({ x: at.x, y: top + (i + 1) * LINE_HEIGHT - 4, 'text-anchor': 'middle', fill: '#37474f' })}>${escapeXml(line)}</text>`,
      )
      .join('')
  );
}

interface LegendEntry {
  label: string;
  draw: (x: number, y: number) => string;
}

/** The legend: one swatch per vertex kind the questionnaire uses, then the start and complete markers. */
function drawLegend(entries: LegendEntry[], maxWidth: number): { svg: string; width: number; height: number } {
  const parts: string[] = [];
  let x = 0;
  let y = 0;
  let width = 0;
  for (const entry of entries) {
    const entryWidth = 30 + Array.from(entry.label).length * CHAR_WIDTH + 18;
    if (x > 0 && x + entryWidth > maxWidth) {
      x = 0;
      y += 24;
    }
    parts.push(entry.draw(x, y));
    parts.push(`<text${attributes({ x: x + 30, y: y + 13 })}>${escapeXml(entry.label)}</text>`);
    x += entryWidth;
    width = Math.max(width, x);
  }
  return { svg: `<g class="legend">${parts.join('')}</g>`, width, height: entries.length === 0 ? 0 : y + 18 };
}

/**
 * Draws a questionnaire as a standalone SVG: graph-core's layout, one fill colour, outline and badge per vertex
 * kind with a legend, wrapped vertex text, edges as curved paths with arrowheads and their condition labels, the
 * start vertex and the complete vertices marked. Every piece of questionnaire text is XML-escaped.
 */
export function renderSvg(questionnaire: Questionnaire): string {
  const layout = layoutQuestionnaire(questionnaire, LAYOUT);
  const kinds = new Map<string, VertexKind>();
  for (const node of questionnaire.nodes) kinds.set(node.v, getVertexKind(node.value));
  const complete = new Set(questionnaire.complete_node);
  const start = questionnaire.starting_node;

  const legendEntries: LegendEntry[] = [];
  const used = new Set(kinds.values());
  for (const kind of VERTEX_KINDS) {
    if (!used.has(kind)) continue;
    const style = VERTEX_STYLES[kind];
    legendEntries.push({
      label: style.label,
      draw: (x, y) => `<g${attributes({ class: `legend-kind kind-${kind}` })}>${drawShape(style, x, y, 24, 16)}</g>`,
    });
  }
  if (start !== undefined && kinds.has(start))
    legendEntries.push({ label: 'start', draw: (x, y) => drawTag('S', x + 4, y + 1, START_COLOUR) });
  if ([...complete].some((v) => kinds.has(v)))
    legendEntries.push({ label: 'complete', draw: (x, y) => drawTag('C', x + 4, y + 1, COMPLETE_COLOUR) });
  const legend = drawLegend(legendEntries, Math.max(layout.width, 640));

  // Room above the drawing for the legend and for the START / COMPLETE tags above the top vertices.
  const drawingTop = MARGIN + legend.height + (legend.height > 0 ? 16 : 0) + 24;
  const width = Math.ceil(Math.max(layout.width, legend.width) + 2 * MARGIN);
  const height = Math.ceil(drawingTop + layout.height + MARGIN);

  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.push(
    `<svg${attributes({ xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': FONT, 'font-size': 11.5 })}>\n`,
  );
  out.push(`<title>${escapeXml(questionnaire.questionnaire_name)}</title>\n`);
  out.push(
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">' +
      `<path d="M0,0 L10,5 L0,10 z" fill="${EDGE_COLOUR}"/></marker></defs>\n`,
  );
  out.push(`<rect${attributes({ width, height, fill: '#ffffff' })}/>\n`);
  out.push(`<g${attributes({ transform: `translate(${MARGIN},${MARGIN})` })}>${legend.svg}</g>\n`);
  out.push(`<g${attributes({ class: 'drawing', transform: `translate(${MARGIN},${drawingTop})` })}>\n`);
  out.push('<g class="edges">\n');
  for (const edge of layout.edges) {
    out.push(
      `<g${attributes({ class: 'edge', 'data-v': edge.v, 'data-w': edge.w, 'data-name': edge.name })}>` +
        `<path${attributes({ d: edgePath(edge.points), fill: 'none', stroke: EDGE_COLOUR, 'stroke-width': 1.3, 'marker-end': 'url(#arrow)' })}/>` +
        (edge.label !== undefined && edge.labelPosition ? drawEdgeLabel(edge.label, edge.labelPosition) : '') +
        '</g>\n',
    );
  }
  out.push('</g>\n<g class="vertices">\n');
  for (const [name, box] of layout.vertices) {
    const kind = kinds.get(name) as VertexKind;
    out.push(`${drawVertex(name, kind, box, { start: name === start, complete: complete.has(name) })}\n`);
  }
  out.push('</g>\n</g>\n</svg>\n');
  return out.join('');
}
