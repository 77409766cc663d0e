import type { LayoutPoint } from '@carecall/graph-core';
import { BaseEdge, type Edge, type EdgeProps, getBezierPath } from '@xyflow/react';
import { memo } from 'react';

/** The layout's route of an edge, used while both of its vertices are where the layout put them. */
export interface RoutedEdgeData extends Record<string, unknown> {
  /** The route's bends between the two vertices (graph-core's points without the two border points). */
  bends: readonly LayoutPoint[];
  /** Where the layout reserved room for the condition label. */
  labelPosition?: LayoutPoint;
  /** The source's bottom centre and the target's top centre as laid out: the handles' places when not dragged. */
  sourceAnchor: LayoutPoint;
  targetAnchor: LayoutPoint;
}

/** An edge as React Flow holds it. */
export type RoutedFlowEdge = Edge<RoutedEdgeData, 'routed'>;

/** How far (in graph units) a handle may sit from its laid-out anchor and still count as not dragged. */
const ANCHOR_TOLERANCE = 4;

function isNear(x: number, y: number, point: LayoutPoint): boolean {
  return Math.abs(x - point.x) <= ANCHOR_TOLERANCE && Math.abs(y - point.y) <= ANCHOR_TOLERANCE;
}

/** A smooth path from `start` through the bends to `end`: each bend is the control point of a quadratic curve. */
export function createRoutePath(start: LayoutPoint, bends: readonly LayoutPoint[], end: LayoutPoint): string {
  const points = [start, ...bends, end];
  let path = `M${start.x},${start.y}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const bend = points[i] as LayoutPoint;
    const next = points[i + 1] as LayoutPoint;
    const to = i === points.length - 2 ? next : { x: (bend.x + next.x) / 2, y: (bend.y + next.y) / 2 };
    path += ` Q${bend.x},${bend.y} ${to.x},${to.y}`;
  }
  return points.length === 2 ? `${path} L${end.x},${end.y}` : path;
}

/**
 * An edge drawn along the route graph-core's layout gave it, around the vertices of the ranks it crosses, with its
 * condition where the layout made room for it; React Flow's straight bezier would cross those vertices and hide
 * the label under them. Once a vertex at either end is dragged the route no longer applies: it falls back to a
 * bezier between the handles.
 */
export const RoutedEdge = memo(function RoutedEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  data,
  label,
  markerEnd,
  style,
}: EdgeProps<RoutedFlowEdge>) {
  const unmoved =
    data !== undefined && isNear(sourceX, sourceY, data.sourceAnchor) && isNear(targetX, targetY, data.targetAnchor);
  const routed = unmoved && data.bends.length > 1;
  const [bezier, bezierLabelX, bezierLabelY] = getBezierPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
  });
  const path = routed ? createRoutePath({ x: sourceX, y: sourceY }, data.bends, { x: targetX, y: targetY }) : bezier;
  const labelAt =
    unmoved && data.labelPosition !== undefined ? data.labelPosition : { x: bezierLabelX, y: bezierLabelY };
  return (
    <BaseEdge
      id={id}
      path={path}
      label={label}
      labelX={labelAt.x}
      labelY={labelAt.y}
      markerEnd={markerEnd}
      style={style}
    />
  );
});
