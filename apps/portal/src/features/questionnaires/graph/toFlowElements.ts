import { getVertexKind, type Questionnaire, type QuestionnaireLayout, type VertexKind } from '@carecall/graph-core';
import type { Node } from '@xyflow/react';
import type { RoutedFlowEdge } from './RoutedEdge.tsx';

/** What a vertex node draws. */
export interface VertexNodeData extends Record<string, unknown> {
  name: string;
  kind: VertexKind;
  /** The vertex text, already wrapped at 60 characters by the layout. */
  lines: readonly string[];
  isStart: boolean;
  isComplete: boolean;
  /** The vertex a Test run is at. */
  isCurrent?: boolean;
}

/** A vertex as React Flow holds it. */
export type VertexFlowNode = Node<VertexNodeData, 'vertex'>;

/** Positions the user dragged vertices to, by vertex name (top-left corners). */
export type DraggedPositions = ReadonlyMap<string, { x: number; y: number }>;

/**
 * Turns a laid-out questionnaire into React Flow's nodes and edges: the layout's centres become top-left corners
 * (or a dragged position wins), and each edge carries its condition as its label and the layout's route.
 */
export function toFlowElements(
  questionnaire: Questionnaire,
  layout: QuestionnaireLayout,
  dragged: DraggedPositions,
): { nodes: VertexFlowNode[]; edges: RoutedFlowEdge[] } {
  const complete = new Set(questionnaire.complete_node);
  const nodes: VertexFlowNode[] = [];
  for (const vertex of questionnaire.nodes) {
    const box = layout.vertices.get(vertex.v);
    if (box === undefined) continue;
    const kind = getVertexKind(vertex.value);
    nodes.push({
      id: vertex.v,
      type: 'vertex',
      position: dragged.get(vertex.v) ?? { x: box.x - box.width / 2, y: box.y - box.height / 2 },
      width: box.width,
      height: box.height,
      connectable: false,
      data: {
        name: vertex.v,
        kind,
        lines: box.lines,
        isStart: questionnaire.starting_node === vertex.v,
        isComplete: complete.has(vertex.v),
      },
    });
  }
  const edges: RoutedFlowEdge[] = [];
  for (const edge of layout.edges) {
    const source = layout.vertices.get(edge.v);
    const target = layout.vertices.get(edge.w);
    if (source === undefined || target === undefined) continue;
    edges.push({
      // graph-core's edge key holds NUL separators, which do not belong in DOM attributes.
      id: `${edge.v}->${edge.w}#${edge.name}`,
      type: 'routed',
      source: edge.v,
      target: edge.w,
      ...(edge.label === undefined ? {} : { label: edge.label }),
      focusable: false,
      data: {
        bends: edge.points.slice(1, -1),
        ...(edge.labelPosition === undefined ? {} : { labelPosition: edge.labelPosition }),
        sourceAnchor: { x: source.x, y: source.y + source.height / 2 },
        targetAnchor: { x: target.x, y: target.y - target.height / 2 },
      },
    });
  }
  return { nodes, edges };
}
