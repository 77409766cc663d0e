import { layoutQuestionnaire, type Questionnaire, type VertexKind } from '@carecall/graph-core';
import {
  Controls,
  type EdgeTypes,
  MiniMap,
  type NodeMouseHandler,
  type NodeTypes,
  type OnNodeDrag,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorFocus } from '../editor/createEditorStore.ts';
import { RoutedEdge } from './RoutedEdge.tsx';
import { type DraggedPositions, toFlowElements, type VertexFlowNode } from './toFlowElements.ts';
import { VertexNode } from './VertexNode.tsx';
import '@xyflow/react/dist/style.css';
import './questionnaireGraph.css';

/** The specification's initial scale of the graph. */
export const GRAPH_INITIAL_ZOOM = 0.75;

/** What the screen (keyboard shortcuts, panels) can ask of the graph. */
export interface GraphViewController {
  fitView: () => void;
  /** Drops every dragged position and draws the graph as the layout places it. */
  relayout: () => void;
}

/** Props of {@link QuestionnaireGraphView}. */
export interface QuestionnaireGraphViewProps {
  questionnaire: Questionnaire;
  /** Centers and highlights this vertex whenever its sequence changes. */
  focus?: EditorFocus | null;
  /** The vertex a Test run is at: highlighted, and followed whenever it changes. */
  current?: string | null;
  /** A vertex was clicked (the screen decides what that opens). */
  onVertexClick?: (vertex: string, kind: VertexKind) => void;
  controllerRef?: Ref<GraphViewController>;
}

const NODE_TYPES: NodeTypes = { vertex: VertexNode };
const EDGE_TYPES: EdgeTypes = { routed: RoutedEdge };
const FIT_VIEW_OPTIONS = { maxZoom: 1.5, duration: 200 } as const;
/** Wide enough for a vertex's header (kind, a generated name and its start/end mark) on one line. */
const LAYOUT_OPTIONS = { minWidth: 240 } as const;
/** Smaller than React Flow's 200 × 150, which hid a good part of the graph beside the tree and the client menu. */
const MINIMAP_SIZE = { width: 136, height: 96 } as const;

/** The node with its current-vertex mark set as given; the same node when it already is. */
function markCurrent(node: VertexFlowNode, current: string | null | undefined): VertexFlowNode {
  const isCurrent = node.id === current;
  return (node.data.isCurrent ?? false) === isCurrent ? node : { ...node, data: { ...node.data, isCurrent } };
}

function GraphCanvas({ questionnaire, focus, current, onVertexClick, controllerRef }: QuestionnaireGraphViewProps) {
  const { t } = useTranslation('questionnaires');
  const flow = useReactFlow<VertexFlowNode>();
  const storeApi = useStoreApi<VertexFlowNode>();
  const dragged = useRef(new Map<string, { x: number; y: number }>());
  const [layoutRound, setLayoutRound] = useState(0);
  const { nodes: graphNodes, edges: graphEdges, starting_node: start } = questionnaire;

  // The layout depends on the structure and texts only, so selecting or dragging never recomputes it.
  const layout = useMemo(
    () => layoutQuestionnaire({ nodes: graphNodes, edges: graphEdges, starting_node: start }, LAYOUT_OPTIONS),
    [graphNodes, graphEdges, start],
  );
  // layoutRound: a re-layout drops the dragged positions and must rebuild the nodes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const elements = useMemo(
    () => toFlowElements(questionnaire, layout, dragged.current as DraggedPositions),
    [questionnaire, layout, layoutRound],
  );
  const [nodes, setNodes, onNodesChange] = useNodesState<VertexFlowNode>(elements.nodes);
  const currentVertex = useRef(current);
  currentVertex.current = current;

  useEffect(() => {
    setNodes((shown) => {
      const selected = new Set(shown.filter((node) => node.selected).map((node) => node.id));
      return elements.nodes.map((node) =>
        markCurrent(selected.has(node.id) ? { ...node, selected: true } : node, currentVertex.current),
      );
    });
  }, [elements, setNodes]);

  // The Test run's vertex is marked and kept in sight as the run moves; only the two nodes that change re-render.
  useEffect(() => {
    setNodes((shown) => shown.map((node) => markCurrent(node, current)));
    if (!current) return;
    const box = layout.vertices.get(current);
    if (box === undefined) return;
    const position = dragged.current.get(current);
    const x = position ? position.x + box.width / 2 : box.x;
    const y = position ? position.y + box.height / 2 : box.y;
    void flow.setCenter(x, y, { zoom: Math.max(flow.getZoom(), GRAPH_INITIAL_ZOOM), duration: 300 });
  }, [current, layout, flow, setNodes]);

  useImperativeHandle(
    controllerRef,
    () => ({
      fitView: () => void flow.fitView(FIT_VIEW_OPTIONS),
      relayout: () => {
        dragged.current.clear();
        setLayoutRound((round) => round + 1);
        window.requestAnimationFrame(() => void flow.fitView(FIT_VIEW_OPTIONS));
      },
    }),
    [flow],
  );

  useEffect(() => {
    if (!focus) return;
    const box = layout.vertices.get(focus.vertex);
    if (box === undefined) return;
    const position = dragged.current.get(focus.vertex);
    const x = position ? position.x + box.width / 2 : box.x;
    const y = position ? position.y + box.height / 2 : box.y;
    void flow.setCenter(x, y, { zoom: Math.max(flow.getZoom(), GRAPH_INITIAL_ZOOM), duration: 300 });
    setNodes((shown) =>
      shown.map((node) => {
        const selected = node.id === focus.vertex;
        return node.selected === selected ? node : { ...node, selected };
      }),
    );
  }, [focus, layout, flow, setNodes]);

  const handleNodeClick = useCallback<NodeMouseHandler<VertexFlowNode>>(
    (_event, node) => onVertexClick?.(node.id, node.data.kind),
    [onVertexClick],
  );
  const handleDragStop = useCallback<OnNodeDrag<VertexFlowNode>>((_event, _node, moved) => {
    for (const node of moved) dragged.current.set(node.id, node.position);
  }, []);
  const handleInit = useCallback(() => {
    // Start at the specification's scale with the starting vertex at the top centre, where the flow begins.
    const box = start === undefined ? undefined : layout.vertices.get(start);
    if (box === undefined) return;
    const { height } = storeApi.getState();
    const below = Math.max(0, height / 2 - 32) / GRAPH_INITIAL_ZOOM;
    void flow.setCenter(box.x, box.y - box.height / 2 + below, { zoom: GRAPH_INITIAL_ZOOM });
  }, [flow, layout, start, storeApi]);

  return (
    <ReactFlow<VertexFlowNode>
      nodes={nodes}
      edges={elements.edges}
      nodeTypes={NODE_TYPES}
      edgeTypes={EDGE_TYPES}
      onNodesChange={onNodesChange}
      onNodeClick={handleNodeClick}
      onNodeDragStop={handleDragStop}
      onInit={handleInit}
      defaultViewport={{ x: 24, y: 24, zoom: GRAPH_INITIAL_ZOOM }}
      minZoom={0.05}
      maxZoom={2}
      nodesConnectable={false}
      edgesFocusable={false}
      onlyRenderVisibleElements
      proOptions={{ hideAttribution: true }}
      aria-label={t('graph.label')}
    >
      <MiniMap
        pannable
        zoomable
        style={MINIMAP_SIZE}
        ariaLabel={t('graph.minimap')}
        nodeClassName={(node) => `cc-minimap--${node.data.kind}`}
      />
      <Controls showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS} aria-label={t('graph.controls')} />
    </ReactFlow>
  );
}

/**
 * The questionnaire as a zoomable, pannable graph: graph-core's layout, one look per vertex kind,
 * conditions on the edges, a minimap and fit-to-view; dragged vertices keep their place until a re-layout.
 */
export function QuestionnaireGraphView(props: QuestionnaireGraphViewProps) {
  return (
    <ReactFlowProvider>
      <GraphCanvas {...props} />
    </ReactFlowProvider>
  );
}
