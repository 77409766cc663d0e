import type { Patient, QuestionnaireListEntry } from '@carecall/api-client';
import {
  addEdge,
  canEditQuestionnaire,
  type Questionnaire,
  type QuestionnaireAccess,
  removeEdges,
  setCompleteVertices,
  setStartVertex,
  updateMetadata,
} from '@carecall/graph-core';
import { EdgeDialog } from './dialogs/EdgeDialog.tsx';
import { SettingsDialog } from './dialogs/SettingsDialog.tsx';
import { StartCompleteDialog } from './dialogs/StartCompleteDialog.tsx';
import { VertexDialog } from './dialogs/VertexDialog.tsx';
import { DryRunDialog } from './dryRun/DryRunDialog.tsx';
import { chainEdits } from './editor/chainEdits.ts';
import { copyGraph } from './editor/copyGraph.ts';
import type { EditorMode, EditorStore } from './editor/createEditorStore.ts';
import type { EditorDialogControls } from './editor/useEditorDialogs.ts';
import { AddQuestionnairePrompt } from './lifecycle/AddQuestionnairePrompt.tsx';
import { ArchiveWarningDialog } from './lifecycle/ArchiveWarningDialog.tsx';
import { CallNowDialog } from './lifecycle/CallNowDialog.tsx';
import { CopyQuestionnaireDialog } from './lifecycle/CopyQuestionnaireDialog.tsx';
import { DeleteQuestionnaireDialog } from './lifecycle/DeleteQuestionnaireDialog.tsx';
import { DiscardChangesDialog } from './lifecycle/DiscardChangesDialog.tsx';
import { RevisionHistoryDialog } from './lifecycle/RevisionHistoryDialog.tsx';
import { ShortcutsHelpDialog } from './panels/ShortcutsHelpDialog.tsx';
import { VersionConflictDialog } from './save/VersionConflictDialog.tsx';

/** Props of {@link EditorDialogHost}. */
export interface EditorDialogHostProps {
  dialogs: EditorDialogControls;
  store: EditorStore;
  document: Questionnaire | null;
  access: QuestionnaireAccess | null;
  mode: EditorMode;
  /** The selected vertex: Add edge starts from it. */
  selected: string | null;
  /** The questionnaire list, for the dialogs that refer to other questionnaires. */
  questionnaires: QuestionnaireListEntry[];
  /** The client Call Now phones. */
  patient: Patient;
  organizationId: number | null;
  /** The version conflict's Reload: drops the edits and shows the stored version. */
  onReload: () => void;
  /** The add prompt's confirm: opens a new local questionnaire with that name. */
  onCreate: (name: string) => void;
  /** The archive warning's confirm. */
  onArchive: () => void;
  /** After the questionnaire was deleted. */
  onDeleted: () => void;
  /** After a revision was restored as a new version. */
  onRestored: (saved: { id: number; version: number }) => void;
}

/**
 * Mounts the one dialog the editor has open and wires its result: graph edits go through the dialog controls (so a
 * refusal keeps the dialog and its input), lifecycle outcomes through the screen's callbacks.
 */
export function EditorDialogHost(props: EditorDialogHostProps) {
  const { dialogs, store, document, access, mode, selected, questionnaires } = props;
  const { dialog, close, applyFromDialog } = dialogs;
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'conflict':
      return <VersionConflictDialog conflict={dialog.conflict} onReload={props.onReload} onKeepEditing={close} />;
    case 'discard':
      return (
        <DiscardChangesDialog
          onDiscard={() => {
            close();
            dialog.onDiscard();
          }}
          onCancel={close}
        />
      );
    case 'add':
      return <AddQuestionnairePrompt onConfirm={props.onCreate} onCancel={close} />;
    case 'archiveWarning':
      return <ArchiveWarningDialog onConfirm={props.onArchive} onCancel={close} />;
    case 'help':
      return <ShortcutsHelpDialog onClose={close} />;
    default:
      break;
  }
  if (document === null) return null;
  switch (dialog.kind) {
    case 'vertex': {
      const { vertex } = dialog;
      return (
        <VertexDialog
          mode={dialog.mode}
          questionnaire={document}
          {...(vertex === undefined ? {} : { vertex })}
          questionnaires={questionnaires}
          onConfirm={(result) => dialogs.confirmVertex(dialog, result)}
          onCancel={close}
          {...(dialog.mode === 'edit' && vertex !== undefined ? { onDelete: () => dialogs.deleteVertex(vertex) } : {})}
        />
      );
    }
    case 'edge':
      return (
        <EdgeDialog
          mode={dialog.mode}
          questionnaire={document}
          {...(dialog.mode === 'add' && selected !== null ? { initialSource: selected } : {})}
          onConfirm={(edge) =>
            applyFromDialog((current) => (dialog.mode === 'add' ? addEdge(current, edge) : removeEdges(current, edge)))
          }
          onCancel={close}
        />
      );
    case 'startComplete':
      return (
        <StartCompleteDialog
          questionnaire={document}
          {...(dialog.warning === undefined ? {} : { warning: dialog.warning })}
          onConfirm={({ start, complete }) =>
            applyFromDialog((current) =>
              chainEdits(current, [
                (next) => setStartVertex(next, start),
                (next) => setCompleteVertices(next, complete),
              ]),
            )
          }
          onCancel={close}
        />
      );
    case 'settings':
      return (
        <SettingsDialog
          questionnaire={document}
          questionnaires={questionnaires}
          onConfirm={(changes) => applyFromDialog((current) => updateMetadata(current, changes))}
          onCancel={close}
        />
      );
    case 'copy':
      return (
        <CopyQuestionnaireDialog
          excludeQuestionnaireId={document.id}
          onConfirm={(source) => {
            close();
            store.replace(copyGraph(document, source));
          }}
          onCancel={close}
        />
      );
    case 'delete':
      return (
        <DeleteQuestionnaireDialog
          questionnaire={{
            id: document.id,
            name: document.questionnaire_name,
            organization_id: access?.questionnaire.organization_id ?? props.organizationId ?? 0,
          }}
          onDeleted={() => {
            close();
            props.onDeleted();
          }}
          onCancel={close}
        />
      );
    case 'callNow':
      return <CallNowDialog patient={props.patient} questionnaireId={document.id} onClose={close} />;
    case 'dryRun':
      return (
        <DryRunDialog
          questionnaireId={document.id}
          questionnaireVersion={store.getState().version}
          dirty={store.getState().dirty}
          defaultPatientId={props.patient.patientId}
          onClose={close}
        />
      );
    case 'history':
      return access === null ? null : (
        <RevisionHistoryDialog
          questionnaireId={document.id}
          canRestore={canEditQuestionnaire(access).allowed && mode === 'view'}
          version={store.getState().version}
          onRestored={props.onRestored}
          onClose={close}
        />
      );
    default:
      return null;
  }
}
