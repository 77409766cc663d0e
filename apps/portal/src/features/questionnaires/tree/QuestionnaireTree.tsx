import type { QuestionnaireListEntry } from '@carecall/api-client';
import { buildTreeMenu, type TreeMenuGroup } from '@carecall/graph-core';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './questionnaireTree.css';

/** Props of {@link QuestionnaireTree}. */
export interface QuestionnaireTreeProps {
  questionnaires: readonly QuestionnaireListEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (entry: QuestionnaireListEntry) => void;
  /** Shown only when setting AutomaticCalls.AddQuestionnaire is on. */
  onAdd?: (() => void) | undefined;
}

function TreeGroup({
  group,
  depth,
  selectedId,
  onSelect,
}: {
  group: TreeMenuGroup<QuestionnaireListEntry>;
  depth: number;
  selectedId: number | null;
  onSelect: (entry: QuestionnaireListEntry) => void;
}) {
  const { t } = useTranslation('questionnaires');
  const headingId = `cc-tree-group-${group.key}`;
  return (
    <li className="cc-tree__group" data-group={group.key}>
      <div id={headingId} className={`cc-tree__heading cc-tree__heading--${depth}`}>
        {t(`tree.groups.${group.key}`)}
      </div>
      <ul aria-labelledby={headingId}>
        {group.groups.map((child) => (
          <TreeGroup key={child.key} group={child} depth={depth + 1} selectedId={selectedId} onSelect={onSelect} />
        ))}
        {group.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="cc-tree__item"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.questionnaire)}
            >
              <span className="cc-tree__name">{item.name}</span>
              <span className="cc-tree__meta">
                <span>{t('tree.id', { id: item.id })}</span>
                <span className="cc-tree__tag">{item.language}</span>
                {item.shadowId === undefined ? null : (
                  <span className="cc-tree__tag">{t('tree.shadow', { id: item.shadowId })}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The tree menu of the automatic-calls screen: a search over name, id and language, and graph-core's
 * groups (empty ones hidden), each row with its name, id, language tag and shadow id.
 */
export function QuestionnaireTree({
  questionnaires,
  loading,
  failed,
  onRetry,
  selectedId,
  onSelect,
  onAdd,
}: QuestionnaireTreeProps) {
  const { t } = useTranslation('questionnaires');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const groups = useMemo(
    () => buildTreeMenu(questionnaires ?? [], { search: deferredSearch }),
    [questionnaires, deferredSearch],
  );

  let body: React.ReactNode;
  if (loading) body = <LoadingState label={t('tree.loading')} rows={6} />;
  else if (failed) body = <ErrorState message={t('tree.loadFailed')} retryLabel={t('tree.retry')} onRetry={onRetry} />;
  else if ((questionnaires ?? []).length === 0)
    body = <EmptyState title={t('tree.emptyTitle')} message={t('tree.empty')} icon="pi pi-sitemap" />;
  else if (groups.length === 0) body = <p className="cc-tree__none">{t('tree.noMatch', { search: deferredSearch })}</p>;
  else
    body = (
      <ul className="cc-tree__groups">
        {groups.map((group) => (
          <TreeGroup key={group.key} group={group} depth={0} selectedId={selectedId} onSelect={onSelect} />
        ))}
      </ul>
    );

  return (
    <nav className="cc-tree" aria-label={t('tree.label')}>
      <div className="cc-tree__toolbar">
        <span className="cc-search-field">
          <i className="pi pi-search" aria-hidden="true" />
          <input
            className="p-inputtext p-component"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('tree.searchPlaceholder')}
            aria-label={t('tree.search')}
          />
        </span>
        {onAdd ? (
          <button
            type="button"
            className="p-button p-component p-button-icon-only p-button-rounded cc-tree__add"
            aria-label={t('tree.add')}
            title={t('tree.add')}
            onClick={onAdd}
          >
            <i className="pi pi-plus p-button-icon" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {body}
    </nav>
  );
}
