import { Graph, layout } from '@dagrejs/dagre';
import type { Edge } from '../edge.ts';
import type { Questionnaire } from '../questionnaire.ts';
import type { VertexValue } from '../vertexValue.ts';
import { findBackEdges } from './findBackEdges.ts';
import { findWeakComponents } from './findWeakComponents.ts';
import { getVertexText } from './getVertexText.ts';
import { orderByBarycenter } from './orderByBarycenter.ts';
import { rankByNetworkSimplex } from './rankByNetworkSimplex.ts';
import { rankByTightTree } from './rankByTightTree.ts';
import { VERTEX_TEXT_WIDTH, wrapText } from './wrapText.ts';

/** A point of the layout, in the same units as vertex sizes. */
export interface LayoutPoint {
  x: number;
  y: number;
}

/** Where a vertex is drawn: its centre, its size, and its text already wrapped. */
export interface VertexLayout {
  /** Centre of the vertex. */
  x: number;
  /** Centre of the vertex. */
  y: number;
  width: number;
  height: number;
  /** The vertex text (`getVertexText`) wrapped at the wrap width; empty when the vertex has no text. */
  lines: string[];
}

/** How an edge is drawn: its route from the source's border to the target's border, and its condition label. */
export interface EdgeLayout {
  v: string;
  w: string;
  name: string;
  /** The route, first point on the source's border, last on the target's. */
  points: LayoutPoint[];
  /** The edge's condition values joined with ", "; absent when it has no condition. */
  label?: string;
  /** Centre of the label, present with `label`. */
  labelPosition?: LayoutPoint;
}

/** A laid-out questionnaire; every coordinate is at least 0 and the drawing fits in `width` × `height`. */
export interface QuestionnaireLayout {
  /** One entry per vertex, in document order. */
  vertices: Map<string, VertexLayout>;
  /** One entry per edge whose two vertices exist, in document order. */
  edges: EdgeLayout[];
  width: number;
  height: number;
}

/** dagre's ranking algorithms (see `QuestionnaireLayoutOptions.ranker`). */
export type LayoutRanker = 'network-simplex' | 'tight-tree' | 'longest-path';

/** Sizes and spacing of a layout; every field has a default. */
export interface QuestionnaireLayoutOptions {
  /** Width of one character of vertex text (text is measured by counting characters). Default 7. */
  charWidth?: number;
  /** Height of one line of text. Default 18. */
  lineHeight?: number;
  /** Room above the text for the kind badge and vertex name. Default 22. */
  headerHeight?: number;
  /** Horizontal padding inside a vertex. Default 12. */
  paddingX?: number;
  /** Vertical padding inside a vertex. Default 10. */
  paddingY?: number;
  /** Narrowest vertex. Default 140. */
  minWidth?: number;
  /** Characters per line of vertex and label text. Default 60. */
  wrapWidth?: number;
  /** Direction of the flow. Default top to bottom. */
  rankdir?: 'TB' | 'LR';
  /**
   * How vertices are assigned to ranks. Default network-simplex: the shortest edges and the most compact drawing.
   * network-simplex and tight-tree run graph-core's array implementations of dagre's algorithms (same results, far
   * faster); longest-path is dagre's own (fast to rank, but it stretches edges, which makes the rest of the layout
   * slow on graphs with cross edges).
   */
  ranker?: LayoutRanker;
  /** Space between vertices of one rank. Default 40. */
  nodesep?: number;
  /** Space between ranks. Default 60. */
  ranksep?: number;
  /** Space between edges routed side by side. Default 16. */
  edgesep?: number;
  /** Space between weakly connected components packed side by side. Default 80. */
  componentGap?: number;
}

const DEFAULTS = {
  charWidth: 7,
  lineHeight: 18,
  headerHeight: 22,
  paddingX: 12,
  paddingY: 10,
  minWidth: 140,
  wrapWidth: VERTEX_TEXT_WIDTH,
  rankdir: 'TB',
  ranker: 'network-simplex',
  nodesep: 40,
  ranksep: 60,
  edgesep: 16,
  componentGap: 80,
} as const satisfies Required<QuestionnaireLayoutOptions>;

type Settings = Required<QuestionnaireLayoutOptions>;

const RANKERS = {
  'network-simplex': rankByNetworkSimplex,
  'tight-tree': rankByTightTree,
  'longest-path': 'longest-path',
} as const;

interface DagreVertex {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

interface DagreEdge {
  width: number;
  height: number;
  labelpos: 'c';
  points?: LayoutPoint[];
  x?: number;
  y?: number;
}

interface ComponentLayout {
  vertices: Map<string, VertexLayout>;
  edges: Map<Edge, EdgeLayout>;
  width: number;
  height: number;
}

/** Wraps text and measures it by counting characters: the layout must not depend on fonts or a DOM. */
function measureText(text: string, settings: Settings): { lines: string[]; width: number; height: number } {
  const lines = wrapText(text, settings.wrapWidth);
  let longest = 0;
  for (const line of lines) longest = Math.max(longest, Array.from(line).length);
  return { lines, width: longest * settings.charWidth, height: Math.max(1, lines.length) * settings.lineHeight };
}

function measureVertex(value: VertexValue, settings: Settings): VertexLayout {
  const text = measureText(getVertexText(value), settings);
  return {
    x: 0,
    y: 0,
    width: Math.max(settings.minWidth, text.width + 2 * settings.paddingX),
    height: settings.headerHeight + text.height + 2 * settings.paddingY,
    lines: text.lines,
  };
}

function getEdgeLabel(edge: Edge): string | undefined {
  return edge.value.length === 0 ? undefined : edge.value.map((condition) => condition.value).join(', ');
}

function layoutComponent(
  members: readonly string[],
  sizes: ReadonlyMap<string, VertexLayout>,
  edges: readonly Edge[],
  start: string | undefined,
  settings: Settings,
): ComponentLayout {
  const graph = new Graph<Record<string, unknown>, DagreVertex, DagreEdge>({
    directed: true,
    multigraph: true,
    compound: false,
  });
  graph.setGraph({
    rankdir: settings.rankdir,
    ranker: RANKERS[settings.ranker],
    nodesep: settings.nodesep,
    ranksep: settings.ranksep,
    edgesep: settings.edgesep,
    // The graph handed over is already acyclic (back edges reversed below); greedy is dagre's non-recursive check.
    acyclicer: 'greedy',
  });
  for (const v of members) {
    const size = sizes.get(v) as VertexLayout;
    graph.setNode(v, { width: size.width, height: size.height });
  }
  const back = findBackEdges(start !== undefined && sizes.has(start) ? [start, ...members] : members, edges);
  const labels = new Map<Edge, string>();
  // dagre's edge names are positions in `edges`: a reversed back edge must not collide with an edge going the other way.
  edges.forEach((edge, i) => {
    const label = getEdgeLabel(edge);
    const dagreEdge: DagreEdge = { width: 0, height: 0, labelpos: 'c' };
    if (label !== undefined) {
      labels.set(edge, label);
      const text = measureText(label, settings);
      dagreEdge.width = text.width + 8;
      dagreEdge.height = text.height;
    }
    if (back.has(edge)) graph.setEdge(edge.w, edge.v, dagreEdge, String(i));
    else graph.setEdge(edge.v, edge.w, dagreEdge, String(i));
  });
  layout(graph, { customOrder: orderByBarycenter });

  const vertices = new Map<string, VertexLayout>();
  for (const v of members) {
    const placed = graph.node(v);
    const size = sizes.get(v) as VertexLayout;
    vertices.set(v, { ...size, x: placed.x ?? 0, y: placed.y ?? 0 });
  }
  const routed = new Map<Edge, EdgeLayout>();
  edges.forEach((edge, i) => {
    const reversed = back.has(edge);
    const placed = reversed ? graph.edge(edge.w, edge.v, String(i)) : graph.edge(edge.v, edge.w, String(i));
    const points = (placed?.points ?? []).map((p) => ({ x: p.x, y: p.y }));
    if (reversed) points.reverse();
    const out: EdgeLayout = { v: edge.v, w: edge.w, name: edge.name, points };
    const label = labels.get(edge);
    if (label !== undefined) {
      out.label = label;
      out.labelPosition = { x: placed?.x ?? 0, y: placed?.y ?? 0 };
    }
    routed.set(edge, out);
  });
  const size = graph.graph();
  return { vertices, edges: routed, width: Number(size.width ?? 0), height: Number(size.height ?? 0) };
}

function shift(point: LayoutPoint, dx: number): LayoutPoint {
  return { x: point.x + dx, y: point.y };
}

/**
 * Lays out a questionnaire for drawing with dagre: vertex sizes come from their wrapped text, edges get routes and
 * condition labels. Each weakly connected component is laid out on its own (smaller graphs, much faster than one
 * dagre run) and the components are packed side by side, the starting vertex's component first, then the others
 * in document order. Pure and deterministic: the same document and options give the same layout.
 */
export function layoutQuestionnaire(
  questionnaire: Pick<Questionnaire, 'nodes' | 'edges' | 'starting_node'>,
  options: QuestionnaireLayoutOptions = {},
): QuestionnaireLayout {
  const settings: Settings = { ...DEFAULTS, ...stripUndefined(options) };
  const sizes = new Map<string, VertexLayout>();
  for (const node of questionnaire.nodes)
    if (!sizes.has(node.v)) sizes.set(node.v, measureVertex(node.value, settings));

  const components = findWeakComponents(questionnaire);
  const componentOf = new Map<string, number>();
  components.forEach((members, i) => {
    for (const v of members) componentOf.set(v, i);
  });
  const edgesOf: Edge[][] = components.map(() => []);
  for (const edge of questionnaire.edges) {
    const c = componentOf.get(edge.v);
    if (c !== undefined && componentOf.has(edge.w)) edgesOf[c]?.push(edge);
  }
  const start = questionnaire.starting_node === undefined ? undefined : componentOf.get(questionnaire.starting_node);
  const order = components.map((_, i) => i);
  if (start !== undefined && start > 0) {
    order.splice(start, 1);
    order.unshift(start);
  }

  const placedVertices = new Map<string, VertexLayout>();
  const placedEdges = new Map<Edge, EdgeLayout>();
  let offsetX = 0;
  let width = 0;
  let height = 0;
  for (const c of order) {
    const part = layoutComponent(
      components[c] as string[],
      sizes,
      edgesOf[c] as Edge[],
      c === start ? questionnaire.starting_node : undefined,
      settings,
    );
    for (const [v, placed] of part.vertices) placedVertices.set(v, { ...placed, x: placed.x + offsetX });
    for (const [edge, routed] of part.edges) {
      const moved: EdgeLayout = { ...routed, points: routed.points.map((p) => shift(p, offsetX)) };
      if (routed.labelPosition) moved.labelPosition = shift(routed.labelPosition, offsetX);
      placedEdges.set(edge, moved);
    }
    width = offsetX + part.width;
    height = Math.max(height, part.height);
    offsetX = width + settings.componentGap;
  }

  const vertices = new Map<string, VertexLayout>();
  for (const v of sizes.keys()) vertices.set(v, placedVertices.get(v) as VertexLayout);
  const edges: EdgeLayout[] = [];
  for (const edge of questionnaire.edges) {
    const routed = placedEdges.get(edge);
    if (routed) edges.push(routed);
  }
  return { vertices, edges, width, height };
}

function stripUndefined<T extends object>(options: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(options))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}
