import type { Questionnaire } from '../questionnaire.ts';
import { GENERATED_NAME_PREFIX, getHighestGeneratedNumber, getNextEdgeName } from '../vertexName.ts';

/** Hands out fresh vertex and edge names for one edit, each one above the last. */
export interface NameAllocator {
  nextVertexName(): string;
  nextEdgeName(): string;
}

/**
 * Creates the name source of one edit from the document before it, so an edit that adds several vertices and edges
 * names them `auto_generated_{n}`, `{n+1}`, … and `{m}`, `{m+1}`, … without rescanning the document each time.
 */
export function createNameAllocator(questionnaire: Pick<Questionnaire, 'nodes' | 'edges'>): NameAllocator {
  let vertexNumber = getHighestGeneratedNumber(questionnaire.nodes.map((node) => node.v));
  let edgeNumber = Number(getNextEdgeName(questionnaire.edges.map((edge) => edge.name))) - 1;
  return {
    nextVertexName() {
      vertexNumber += 1;
      return `${GENERATED_NAME_PREFIX}${vertexNumber}`;
    },
    nextEdgeName() {
      edgeNumber += 1;
      return String(edgeNumber);
    },
  };
}
