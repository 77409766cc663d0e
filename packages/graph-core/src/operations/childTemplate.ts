import type { Condition } from '../condition.ts';
import { createVertexValue, type VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder/schema.ts';

/** The texts of the two say vertices a new hot transfer is followed by. */
export interface HotTransferTexts {
  /** Spoken when the transfer is answered (edge `hot_transfer = answered`). */
  connectedText: string;
  /** Spoken when it is not (edge `hot_transfer = not-answered`). */
  notConnectedText: string;
}

/** One vertex an edit creates after a new vertex, and the condition of the edge leading to it. */
export interface ChildTemplate {
  condition: Condition | undefined;
  value: VertexValue;
}

/** The value of a not-yet-authored vertex. */
export function createPlaceholderValue(): VertexValue {
  return createVertexValue('placeholder', { text: PLACEHOLDER_TEXT });
}

/** The one child of a vertex that moves on without a condition: a placeholder behind an unconditioned edge. */
export function createPlaceholderChild(): ChildTemplate[] {
  return [{ condition: undefined, value: createPlaceholderValue() }];
}

/** The children of a vertex that gets none (terminate_call, a placeholder). */
export function createNoChildren(): ChildTemplate[] {
  return [];
}
