import type { Diagnostic, LintSeverity } from '@carecall/graph-core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './panels.css';

/** Props of {@link IssuesPanel}. */
export interface IssuesPanelProps {
  diagnostics: readonly Diagnostic[];
  /** Centres the graph on a vertex and selects it. */
  onFocusVertex: (name: string) => void;
  /** Shows only the title and counts, so the graph gets the height; the header's toggle reopens the list. */
  collapsed?: boolean;
  /** Offers the show/hide toggle; without it the panel always shows its list. */
  onToggleCollapsed?: (() => void) | undefined;
}

const SEVERITIES: readonly LintSeverity[] = ['error', 'warning'];

/** The vertex a diagnostic leads to: its own, or the source of the edge it is about. */
function getFocusVertex(diagnostic: Diagnostic): string | undefined {
  return diagnostic.vertex ?? diagnostic.edge?.v;
}

/**
 * The editor's issues panel: graph-core's lint findings grouped by severity, errors first, each with its rule id,
 * message and vertex; a finding about a vertex or an edge is a button that shows it on the graph, so problems are
 * fixed where they are rather than discovered at save time.
 */
export function IssuesPanel({ diagnostics, onFocusVertex, collapsed = false, onToggleCollapsed }: IssuesPanelProps) {
  const { t } = useTranslation('questionnaireLifecycle');
  const titleId = useId();
  const listId = useId();
  const groups = SEVERITIES.map((severity) => ({
    severity,
    items: diagnostics.filter((diagnostic) => diagnostic.severity === severity),
  }));
  const errorCount = groups[0]?.items.length ?? 0;
  const warningCount = groups[1]?.items.length ?? 0;

  return (
    <section className="cc-issues" aria-labelledby={titleId}>
      <header className="cc-issues__header">
        <h2 id={titleId} className="cc-issues__title">
          {t('issues.title')}
        </h2>
        <span className="cc-issues__counts">
          <span className="cc-issues__count cc-issues__count--error">
            {t('issues.errorCount', { count: errorCount })}
          </span>
          <span className="cc-issues__count cc-issues__count--warning">
            {t('issues.warningCount', { count: warningCount })}
          </span>
          {onToggleCollapsed ? (
            <button
              type="button"
              className="cc-issues__toggle"
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={onToggleCollapsed}
            >
              <i className={`pi ${collapsed ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
              {t(collapsed ? 'issues.show' : 'issues.hide')}
            </button>
          ) : null}
        </span>
      </header>
      <div id={listId} className="cc-issues__body" hidden={collapsed}>
        {diagnostics.length === 0 ? (
          <div className="cc-issues__empty">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <p className="cc-issues__empty-title">{t('issues.empty')}</p>
            <p className="cc-issues__empty-detail">{t('issues.emptyDetail')}</p>
          </div>
        ) : (
          groups
            .filter((group) => group.items.length > 0)
            .map((group) => (
              <div key={group.severity} className="cc-issues__group">
                <h3 className="cc-issues__group-title">
                  {t(group.severity === 'error' ? 'issues.errors' : 'issues.warnings')}
                </h3>
                <ul className="cc-issues__list">
                  {group.items.map((diagnostic, index) => {
                    const vertex = getFocusVertex(diagnostic);
                    const content = (
                      <>
                        <i
                          className={`cc-issues__icon pi ${group.severity === 'error' ? 'pi-times-circle' : 'pi-exclamation-triangle'}`}
                          aria-hidden="true"
                        />
                        <span className="cc-issues__text">
                          <span className="cc-issues__message">{diagnostic.message}</span>
                          <span className="cc-issues__meta">
                            <code className="cc-issues__rule">{diagnostic.rule}</code>
                            {diagnostic.edge ? (
                              <span>{t('issues.edge', { v: diagnostic.edge.v, w: diagnostic.edge.w })}</span>
                            ) : diagnostic.vertex !== undefined ? (
                              <span>{t('issues.vertex', { name: diagnostic.vertex })}</span>
                            ) : null}
                          </span>
                        </span>
                      </>
                    );
                    const key = `${diagnostic.rule}:${vertex ?? ''}:${diagnostic.edge?.name ?? ''}:${index}`;
                    return (
                      <li key={key} className={`cc-issues__item cc-issues__item--${group.severity}`}>
                        {vertex === undefined ? (
                          <div className="cc-issues__entry">{content}</div>
                        ) : (
                          <button
                            type="button"
                            className="cc-issues__entry cc-issues__entry--link"
                            title={t('issues.focus', { name: vertex })}
                            onClick={() => onFocusVertex(vertex)}
                          >
                            {content}
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))
        )}
      </div>
    </section>
  );
}
