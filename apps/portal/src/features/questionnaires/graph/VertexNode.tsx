import { Handle, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VertexFlowNode } from './toFlowElements.ts';
import { VERTEX_KIND_ICONS } from './vertexKindIcons.ts';

/**
 * One vertex of the graph: kind colour, icon and label, name, start/complete marks and its wrapped text. Memoised,
 * so dragging one vertex of a 500-vertex graph re-renders only that one.
 */
export const VertexNode = memo(function VertexNode({ data, selected }: NodeProps<VertexFlowNode>) {
  const { t } = useTranslation('questionnaires');
  const placeholder = data.kind === 'placeholder';
  return (
    <div
      className={`cc-vertex cc-vertex--${data.kind}${selected ? ' cc-vertex--selected' : ''}${data.isCurrent ? ' cc-vertex--current' : ''}`}
      data-testid={`vertex-${data.name}`}
      data-kind={data.kind}
      data-current={data.isCurrent ? 'true' : undefined}
      title={placeholder ? t('graph.placeholderHint') : undefined}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <div className="cc-vertex__header">
        <i className={VERTEX_KIND_ICONS[data.kind]} aria-hidden="true" />
        <span className="cc-vertex__kind">{t(`kinds.${data.kind}`)}</span>
        <span className="cc-vertex__name" title={data.name}>
          {data.name}
        </span>
        {data.isStart ? <span className="cc-vertex__mark">{t('graph.start')}</span> : null}
        {data.isComplete ? <span className="cc-vertex__mark">{t('graph.complete')}</span> : null}
        {data.isCurrent ? <span className="cc-vertex__mark cc-vertex__mark--current">{t('graph.current')}</span> : null}
      </div>
      <div className="cc-vertex__text">
        {data.lines.map((line, index) => (
          // Lines have no identity of their own; their order is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index}>{line}</div>
        ))}
      </div>
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
});
