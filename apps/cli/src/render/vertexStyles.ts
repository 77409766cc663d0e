import type { VertexKind } from '@carecall/graph-core';

/** The outline a vertex kind is drawn with. */
export type VertexShape = 'rounded' | 'hexagon' | 'parallelogram' | 'dashed' | 'double' | 'pill' | 'chamfer' | 'bold';

/** How one vertex kind looks in a rendered SVG. */
export interface VertexStyle {
  /** The kind's name in the legend. */
  label: string;
  /** The short tag in the vertex's header. */
  badge: string;
  fill: string;
  stroke: string;
  shape: VertexShape;
}

/**
 * One look per vertex kind — a fill colour, an outline shape and a header badge — so kinds stay distinguishable in
 * colour, in greyscale print and for colour-blind readers.
 */
export const VERTEX_STYLES: Record<VertexKind, VertexStyle> = {
  say: { label: 'Say', badge: 'SAY', fill: '#e3f2fd', stroke: '#1565c0', shape: 'rounded' },
  ask: { label: 'Ask', badge: 'ASK', fill: '#fff3e0', stroke: '#e65100', shape: 'hexagon' },
  recording: { label: 'Recording', badge: 'REC', fill: '#f3e5f5', stroke: '#6a1b9a', shape: 'parallelogram' },
  dynamic: { label: 'Dynamic', badge: 'DYN', fill: '#e0f7fa', stroke: '#00838f', shape: 'dashed' },
  embedded: { label: 'Embedded', badge: 'EMB', fill: '#e8f5e9', stroke: '#2e7d32', shape: 'double' },
  hot_transfer: { label: 'Hot transfer', badge: 'XFER', fill: '#fce4ec', stroke: '#ad1457', shape: 'pill' },
  date_of_birth_validation: {
    label: 'Date of birth validation',
    badge: 'DOB',
    fill: '#fffde7',
    stroke: '#f9a825',
    shape: 'chamfer',
  },
  zip_code_validation: {
    label: 'Zip code validation',
    badge: 'ZIP',
    fill: '#f1f8e9',
    stroke: '#558b2f',
    shape: 'chamfer',
  },
  terminate_call: { label: 'Terminate call', badge: 'END', fill: '#ffebee', stroke: '#b71c1c', shape: 'bold' },
  placeholder: { label: 'Placeholder', badge: '…', fill: '#fafafa', stroke: '#9e9e9e', shape: 'dashed' },
};
