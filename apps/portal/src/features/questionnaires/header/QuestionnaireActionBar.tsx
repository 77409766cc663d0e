import {
  canArchiveQuestionnaire,
  canCallNow,
  canDeleteQuestionnaire,
  canEditQuestionnaire,
  canRestoreQuestionnaire,
  type QuestionnaireAccess,
  type QuestionnairePermission,
} from '@carecall/graph-core';
import { useTranslation } from 'react-i18next';
import type { EditorMode } from '../editor/createEditorStore.ts';
import { ToolbarButton } from './ToolbarButton.tsx';

/** The handlers behind the bar's buttons; every one is offered, History only once the questionnaire is stored. */
export interface QuestionnaireActions {
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
  onCallNow: () => void;
  /** Left undefined when the user may not dry-run (not an admin) or the questionnaire was never saved. */
  onDryRun?: (() => void) | undefined;
  /** Left undefined for a questionnaire never saved, which has no revisions to show. */
  onHistory?: (() => void) | undefined;
  onAddVertex: () => void;
  onAddEdge: () => void;
  onRemoveEdge: () => void;
  onStartComplete: () => void;
  onCopy: () => void;
  onSettings: () => void;
  onSave: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onCancel: () => void;
  onFitView: () => void;
  onRelayout: () => void;
  onHelp: () => void;
  /** Shows or hides the Test panel, in view and edit mode alike. */
  onToggleTest: () => void;
}

/** Props of {@link QuestionnaireActionBar}. */
export interface QuestionnaireActionBarProps extends QuestionnaireActions {
  mode: EditorMode;
  access: QuestionnaireAccess;
  /** Names of the selected organization's child organizations, for the organization tooltip. */
  childOrganizations: readonly string[];
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  /** A lifecycle change (archive, restore) is running. */
  busy?: boolean;
  /** Whether the Test panel is shown. */
  testing?: boolean;
}

/**
 * The action bar: view mode offers Edit, Archive, Restore, Delete (archived only), the organization
 * tooltip and Call Now (not when archived); edit mode offers the editing dialogs, Save, Undo, Redo and Cancel. Each
 * is enabled by graph-core's permission rules, and a disabled one says why. Buttons come in small groups that wrap
 * as a whole, so the narrow editor column keeps them on one or two rows and the graph gets the height.
 */
export function QuestionnaireActionBar(props: QuestionnaireActionBarProps) {
  const { t } = useTranslation('questionnaires');
  const { mode, access, busy = false } = props;
  const reason = (permission: QuestionnairePermission) =>
    permission.allowed ? undefined : t(`actions.denied.${permission.reason}`);
  const archived = access.questionnaire.archive;

  if (mode === 'view') {
    const edit = canEditQuestionnaire(access);
    const archive = canArchiveQuestionnaire(access);
    const restore = canRestoreQuestionnaire(access);
    const remove = canDeleteQuestionnaire(access);
    const call = canCallNow(access);
    const organizations =
      props.childOrganizations.length === 0
        ? t('actions.noChildren')
        : t('actions.childOrganizations', { names: props.childOrganizations.join(', ') });
    return (
      <div className="cc-editor__actions" role="toolbar" aria-label={t('actions.label')}>
        <div className="cc-editor__group">
          <ToolbarButton
            label={t('actions.edit')}
            icon="pi pi-pencil"
            severity="primary"
            onClick={props.onEdit}
            disabled={!edit.allowed}
            reason={reason(edit)}
          />
          {archived ? null : (
            <ToolbarButton
              label={t('actions.callNow')}
              icon="pi pi-phone"
              onClick={props.onCallNow}
              disabled={!call.allowed}
              reason={reason(call)}
            />
          )}
          {archived ? null : <DryRunButton {...props} />}
        </div>
        <div className="cc-editor__group">
          {archived ? null : (
            <ToolbarButton
              label={t('actions.archive')}
              icon="pi pi-inbox"
              onClick={props.onArchive}
              disabled={!archive.allowed || busy}
              reason={reason(archive)}
            />
          )}
          {archived ? (
            <ToolbarButton
              label={t('actions.restore')}
              icon="pi pi-replay"
              onClick={props.onRestore}
              disabled={!restore.allowed || busy}
              reason={reason(restore)}
            />
          ) : null}
          {archived ? (
            <ToolbarButton
              label={t('actions.delete')}
              icon="pi pi-trash"
              severity="danger"
              onClick={props.onDelete}
              disabled={!remove.allowed || busy}
              reason={reason(remove)}
            />
          ) : null}
          {props.onHistory ? (
            <ToolbarButton
              label={t('actions.history')}
              shortLabel={t('actions.short.history')}
              icon="pi pi-history"
              onClick={props.onHistory}
            />
          ) : null}
          <span className="cc-editor__organizations" title={organizations} aria-label={organizations} role="note">
            <i className="pi pi-building" aria-hidden="true" />
          </span>
        </div>
        <span className="cc-editor__spacer" />
        <GraphButtons {...props} />
      </div>
    );
  }

  const tool = (label: string, shortLabel: string, icon: string, action: () => void) => (
    <ToolbarButton label={label} shortLabel={shortLabel} icon={icon} onClick={action} disabled={props.saving} />
  );
  return (
    <div className="cc-editor__actions" role="toolbar" aria-label={t('actions.label')}>
      <div className="cc-editor__group">
        {tool(t('actions.addVertex'), t('actions.short.addVertex'), 'pi pi-plus', props.onAddVertex)}
        {tool(t('actions.addEdge'), t('actions.short.addEdge'), 'pi pi-plus', props.onAddEdge)}
        {tool(t('actions.removeEdge'), t('actions.short.removeEdge'), 'pi pi-minus', props.onRemoveEdge)}
      </div>
      <div className="cc-editor__group">
        {tool(t('actions.startComplete'), t('actions.short.startComplete'), 'pi pi-flag', props.onStartComplete)}
        {tool(t('actions.copy'), t('actions.short.copy'), 'pi pi-copy', props.onCopy)}
        {tool(t('actions.settings'), t('actions.settings'), 'pi pi-cog', props.onSettings)}
      </div>
      <div className="cc-editor__group">
        <ToolbarButton
          label={t('actions.undo')}
          icon="pi pi-undo"
          iconOnly
          onClick={props.onUndo}
          disabled={!props.canUndo || props.saving}
        />
        <ToolbarButton
          label={t('actions.redo')}
          icon="pi pi-refresh"
          iconOnly
          onClick={props.onRedo}
          disabled={!props.canRedo || props.saving}
        />
      </div>
      <GraphButtons {...props} />
      <span className="cc-editor__spacer" />
      <div className="cc-editor__group">
        <DryRunButton {...props} />
        <ToolbarButton
          label={t('actions.cancel')}
          icon="pi pi-times"
          onClick={props.onCancel}
          disabled={props.saving}
        />
        <ToolbarButton
          label={props.saving ? t('actions.saving') : t('actions.save')}
          icon={props.saving ? 'pi pi-spin pi-spinner' : 'pi pi-save'}
          severity="primary"
          onClick={props.onSave}
          disabled={props.saving}
        />
      </div>
    </div>
  );
}

function GraphButtons(props: QuestionnaireActionBarProps) {
  const { t } = useTranslation('questionnaires');
  return (
    <div className="cc-editor__group">
      <ToolbarButton
        label={t('actions.test')}
        icon="pi pi-comments"
        onClick={props.onToggleTest}
        pressed={props.testing ?? false}
      />
      <ToolbarButton label={t('actions.fitView')} icon="pi pi-expand" iconOnly onClick={props.onFitView} />
      <ToolbarButton label={t('actions.relayout')} icon="pi pi-sitemap" iconOnly onClick={props.onRelayout} />
      <ToolbarButton label={t('actions.help')} icon="pi pi-question" iconOnly onClick={props.onHelp} />
    </div>
  );
}

/** Dry run, for admins on a saved questionnaire: refused with its reason where Call Now would be. */
function DryRunButton(props: QuestionnaireActionBarProps) {
  const { t } = useTranslation('questionnaires');
  if (!props.onDryRun) return null;
  const call = canCallNow(props.access);
  return (
    <ToolbarButton
      label={t('actions.dryRun')}
      icon="pi pi-headphones"
      onClick={props.onDryRun}
      disabled={!call.allowed || props.saving}
      reason={call.allowed ? undefined : t(`actions.denied.${call.reason}`)}
    />
  );
}
