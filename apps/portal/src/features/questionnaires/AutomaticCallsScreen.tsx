import type { Patient, QuestionnaireListEntry, QuestionnaireSaved } from '@carecall/api-client';
import {
  addEdge,
  addVertex,
  assertQuestionnaire,
  canEditQuestionnaire,
  type EditResult,
  editVertex,
  NEW_QUESTIONNAIRE_ID,
  needsArchiveWarning,
  type Questionnaire,
  type QuestionnaireAccess,
  removeEdges,
  removeVertex,
  setCompleteVertices,
  setStartVertex,
  updateMetadata,
  type VertexDialogMode,
  type VertexKind,
} from '@carecall/graph-core';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { usePortalToast } from '../../app/usePortalToast.ts';
import { questionnaireQueryKeys } from './api/questionnaireQueryKeys.ts';
import { useQuestionnaireDocumentQuery } from './api/useQuestionnaireDocumentQuery.ts';
import { useQuestionnaireLifecycle } from './api/useQuestionnaireLifecycle.ts';
import { useQuestionnaireListQuery } from './api/useQuestionnaireListQuery.ts';
import { EdgeDialog } from './dialogs/EdgeDialog.tsx';
import { SettingsDialog } from './dialogs/SettingsDialog.tsx';
import { StartCompleteDialog } from './dialogs/StartCompleteDialog.tsx';
import { VertexDialog, type VertexDialogResult } from './dialogs/VertexDialog.tsx';
import { chainEdits } from './editor/chainEdits.ts';
import { createEditorStore, type EditorStore } from './editor/createEditorStore.ts';
import { useEditorShortcuts } from './editor/useEditorShortcuts.ts';
import { useEditorState } from './editor/useEditorState.ts';
import { useLeaveGuard } from './editor/useLeaveGuard.ts';
import { type GraphViewController, QuestionnaireGraphView } from './graph/QuestionnaireGraphView.tsx';
import { QuestionnaireActionBar } from './header/QuestionnaireActionBar.tsx';
import { QuestionnaireHeader } from './header/QuestionnaireHeader.tsx';
import { AddQuestionnairePrompt } from './lifecycle/AddQuestionnairePrompt.tsx';
import { ArchiveWarningDialog } from './lifecycle/ArchiveWarningDialog.tsx';
import { CallNowDialog } from './lifecycle/CallNowDialog.tsx';
import { CopyQuestionnaireDialog } from './lifecycle/CopyQuestionnaireDialog.tsx';
import { DeleteQuestionnaireDialog } from './lifecycle/DeleteQuestionnaireDialog.tsx';
import { DiscardChangesDialog } from './lifecycle/DiscardChangesDialog.tsx';
import { RevisionHistoryDialog } from './lifecycle/RevisionHistoryDialog.tsx';
import { FindVertexBox } from './panels/FindVertexBox.tsx';
import { IssuesPanel } from './panels/IssuesPanel.tsx';
import { ShortcutsHelpDialog } from './panels/ShortcutsHelpDialog.tsx';
import { useLiveDiagnostics } from './panels/useLiveDiagnostics.ts';
import { registerQuestionnaireTexts } from './registerQuestionnaireTexts.ts';
import { useSaveFlow } from './save/useSaveFlow.ts';
import { VersionConflictDialog } from './save/VersionConflictDialog.tsx';
import { QuestionnaireTree } from './tree/QuestionnaireTree.tsx';
import './automaticCalls.css';

/** Props of {@link AutomaticCallsScreen}. */
export interface AutomaticCallsScreenProps {
  /** The client whose page this is: Call Now phones them. */
  patient: Patient;
  /** The editor's state; the screen creates its own unless one is handed in (tests drive edits through it). */
  store?: EditorStore;
}

/** The dialog on top of the editor; one at a time. */
type EditorDialog =
  | { kind: 'conflict' }
  | { kind: 'discard'; onDiscard: () => void }
  | { kind: 'vertex'; mode: VertexDialogMode; vertex?: string }
  | { kind: 'edge'; mode: 'add' | 'remove' }
  | { kind: 'startComplete'; warning?: string }
  | { kind: 'settings' }
  | { kind: 'add' | 'copy' | 'delete' | 'archiveWarning' | 'callNow' | 'history' | 'help' };

/** Copies another questionnaire's graph into the one being edited; its own name, id and settings stay. */
function copyGraph(target: Questionnaire, source: Questionnaire): Questionnaire {
  const copied: Questionnaire = {
    ...target,
    nodes: source.nodes,
    edges: source.edges,
    complete_node: source.complete_node,
    sub_questionnaires: source.sub_questionnaires,
  };
  if (source.starting_node === undefined) delete copied.starting_node;
  else copied.starting_node = source.starting_node;
  return copied;
}

/**
 * `/client/{id}/botcalls` (part 2 §2.3): the questionnaire tree on the left; the open questionnaire's header, action
 * bar and graph on the right. Viewing is the default; Edit records every change in the editor store (undo/redo), and
 * Save sends graph-core's prepared body. Nothing unsaved is dropped without asking.
 */
export function AutomaticCallsScreen({ patient, store: givenStore }: AutomaticCallsScreenProps) {
  const runtime = usePortalRuntime();
  registerQuestionnaireTexts(runtime.i18n);
  const { t } = useTranslation('questionnaires');
  const toast = usePortalToast();
  const queryClient = useQueryClient();
  const [store] = useState(() => givenStore ?? createEditorStore());
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const organizations = usePortalStore((state) => state.organizations);
  const list = useQuestionnaireListQuery(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const graph = useRef<GraphViewController>(null);
  const document = useEditorState(store, (state) => state.document);
  const mode = useEditorState(store, (state) => state.mode);
  const dirty = useEditorState(store, (state) => state.dirty);
  const canUndo = useEditorState(store, (state) => state.undoStack.length > 0);
  const canRedo = useEditorState(store, (state) => state.redoStack.length > 0);
  const focus = useEditorState(store, (state) => state.focus);
  const selected = useEditorState(store, (state) => state.selected);
  const documentQuery = useQuestionnaireDocumentQuery(
    selectedId !== null && selectedId !== NEW_QUESTIONNAIRE_ID ? selectedId : null,
    null,
  );
  const selectedEntry = list.data?.find((entry) => entry.id === selectedId);
  const settings = usePortalStore((state) => state.settings);
  const lifecycle = useQuestionnaireLifecycle();
  const diagnostics = useLiveDiagnostics(mode === 'edit' ? document : null);
  const findInput = useRef<HTMLInputElement>(null);
  const [issuesCollapsed, setIssuesCollapsed] = useState(false);

  // A fetched document replaces the open one unless the user is editing it: a background refetch never drops edits.
  useEffect(() => {
    const fetched = documentQuery.data;
    if (!fetched) return;
    const state = store.getState();
    if (state.loaded?.id === fetched.id && (state.mode === 'edit' || state.version === fetched.version)) return;
    store.load(fetched, { version: fetched.version });
  }, [documentQuery.data, store]);

  const childOrganizations = useMemo(
    () => organizations.filter((organization) => organization.parent_id === organizationId).map((o) => o.name),
    [organizations, organizationId],
  );
  const access: QuestionnaireAccess | null = document
    ? {
        questionnaire: {
          id: document.id,
          archive: document.archive,
          organization_id: document.organization_id ?? selectedEntry?.organization_id,
          isSubQuestionnaire: document.isSubQuestionnaire,
        },
        selectedOrganizationId: organizationId,
      }
    : null;

  const treeEntries = useMemo(() => {
    const entries = list.data ?? [];
    if (document?.id !== NEW_QUESTIONNAIRE_ID) return entries;
    const local: QuestionnaireListEntry = {
      id: NEW_QUESTIONNAIRE_ID,
      name: document.questionnaire_name,
      organization_id: organizationId ?? 0,
      type: document.type,
      is_sub_questionnaire: document.isSubQuestionnaire,
      is_multiple_languages: document.is_multiple_languages,
      archive: false,
      language: document.language,
      shadow_questionnaire_id: document.shadow_questionnaire_id,
      version: 1,
      read_only: false,
    };
    return [...entries, local];
  }, [list.data, document, organizationId]);

  const guardEditing = useCallback(
    (then: () => void) => {
      if (store.getState().mode === 'edit') setDialog({ kind: 'discard', onDiscard: then });
      else then();
    },
    [store],
  );

  const openQuestionnaire = useCallback(
    (entry: QuestionnaireListEntry) => {
      if (entry.id === store.getState().document?.id) return;
      guardEditing(() => {
        store.clear();
        setSelectedId(entry.id);
      });
    },
    [guardEditing, store],
  );

  const applyEdit = useCallback(
    (result: EditResult<object>): boolean => {
      const outcome = store.apply(result);
      if (!outcome.ok) toast.error(t('editRefused'), t(`editErrors.${outcome.error.code}`));
      return outcome.ok;
    },
    [store, toast, t],
  );

  const confirmVertex = useCallback(
    (target: { mode: VertexDialogMode; vertex?: string }, result: VertexDialogResult) => {
      const current = store.getState().document;
      if (current === null) return;
      const extras = {
        ...(result.tagsv2 === undefined ? {} : { tagsv2: result.tagsv2 }),
        ...(result.hotTransfer === undefined ? {} : { hotTransfer: result.hotTransfer }),
      };
      if (target.mode === 'add') {
        const added = addVertex(current, {
          ...result.draft,
          ...extras,
          ...(result.from === undefined ? {} : { from: result.from }),
        });
        if (!applyEdit(added)) return;
        setDialog(null);
        if (added.ok) store.focusVertex(added.vertex);
        return;
      }
      if (target.vertex === undefined) return;
      // Refused: the dialog stays open with its input, and the toast says why.
      if (applyEdit(editVertex(current, target.vertex, { ...result.draft, ...extras }))) setDialog(null);
    },
    [store, applyEdit],
  );

  const deleteVertex = useCallback(
    (vertex: string) => {
      const current = store.getState().document;
      if (current !== null && applyEdit(removeVertex(current, vertex))) setDialog(null);
    },
    [store, applyEdit],
  );

  const onSaved = useCallback(
    (saved: QuestionnaireSaved) => {
      const current = store.getState().document;
      // Show what was stored at once (prepared, in view mode); the refetched document replaces it when it arrives.
      if (current) store.load({ ...current, id: saved.id }, { version: saved.version });
      setSelectedId(saved.id);
      void queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all });
    },
    [store, queryClient],
  );
  /** Applies a dialog's graph-core edit; a refusal keeps the dialog open and toasts why. */
  const applyFromDialog = useCallback(
    (edit: (current: Questionnaire) => EditResult<object>) => {
      const current = store.getState().document;
      if (current !== null && applyEdit(edit(current))) setDialog(null);
    },
    [store, applyEdit],
  );

  const { save, saving } = useSaveFlow(store, {
    onMissingStart: (warning) => setDialog({ kind: 'startComplete', warning }),
    onConflict: () => setDialog({ kind: 'conflict' }),
    onSaved,
  });

  const reloadStored = useCallback(async () => {
    setDialog(null);
    const id = store.getState().document?.id;
    store.cancelEditing();
    if (id === undefined || id === NEW_QUESTIONNAIRE_ID) return;
    const fresh = await documentQuery.refetch();
    if (fresh.data) store.load(fresh.data, { version: fresh.data.version });
  }, [store, documentQuery]);

  const cancelEditing = useCallback(() => {
    const discard = () => {
      if (store.getState().document?.id === NEW_QUESTIONNAIRE_ID) {
        store.clear();
        setSelectedId(null);
      } else store.cancelEditing();
    };
    if (store.getState().dirty) setDialog({ kind: 'discard', onDiscard: discard });
    else discard();
  }, [store]);

  const onVertexClick = useCallback(
    (vertex: string, kind: VertexKind) => {
      store.select(vertex);
      if (store.getState().mode !== 'edit') return;
      setDialog({ kind: 'vertex', mode: kind === 'placeholder' ? 'dirty' : 'edit', vertex });
    },
    [store],
  );

  const createQuestionnaire = useCallback(
    (name: string) => {
      setDialog(null);
      store.load(
        assertQuestionnaire({
          id: NEW_QUESTIONNAIRE_ID,
          questionnaire_name: name,
          ...(organizationId === null ? {} : { organization_id: organizationId }),
          nodes: [],
          edges: [],
        }),
        { mode: 'edit' },
      );
      setSelectedId(NEW_QUESTIONNAIRE_ID);
    },
    [store, organizationId],
  );

  const lifecycleEntry = () => {
    const current = store.getState();
    if (current.document === null) return null;
    const { id, questionnaire_name, language, is_multiple_languages, shadow_questionnaire_id } = current.document;
    return {
      id,
      name: questionnaire_name,
      language,
      is_multiple_languages,
      shadow_questionnaire_id,
      version: current.version,
    };
  };
  const archive = () => {
    setDialog(null);
    const entry = lifecycleEntry();
    if (entry) void lifecycle.archive(entry);
  };

  const onRestoredRevision = useCallback(
    (saved: { id: number; version: number }) => {
      setDialog(null);
      // The restored revision is a new version: drop the open copy so the refetched one is shown.
      store.clear();
      setSelectedId(saved.id);
      void queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all });
    },
    [store, queryClient],
  );

  const confirmLeave = useCallback(() => window.confirm(t('leaveConfirm')), [t]);
  useLeaveGuard(mode === 'edit' && dirty, confirmLeave, `/client/${patient.patientId}/botcalls`);

  useEditorShortcuts(
    mode,
    {
      undo: () => store.undo(),
      redo: () => store.redo(),
      save: () => void save(),
      fitView: () => graph.current?.fitView(),
      relayout: () => graph.current?.relayout(),
      find: () => findInput.current?.focus(),
      help: () => setDialog({ kind: 'help' }),
      addVertex: () => setDialog({ kind: 'vertex', mode: 'add' }),
    },
    dialog !== null,
  );

  let main: React.ReactNode;
  if (selectedId === null)
    main = <EmptyState title={t('screen.noneTitle')} message={t('screen.none')} icon="pi pi-sitemap" />;
  else if (document === null && documentQuery.isError)
    main = (
      <ErrorState
        message={t('screen.loadFailed')}
        retryLabel={t('tree.retry')}
        onRetry={() => void documentQuery.refetch()}
      />
    );
  else if (document === null || access === null) main = <LoadingState label={t('screen.loading')} rows={4} />;
  else
    main = (
      <>
        <div className="cc-editor__top">
          <QuestionnaireHeader questionnaire={document} dirty={dirty} />
          <div className="cc-editor__find">
            <FindVertexBox questionnaire={document} onFocusVertex={store.focusVertex} inputRef={findInput} />
          </div>
        </div>
        <QuestionnaireActionBar
          mode={mode}
          access={access}
          childOrganizations={childOrganizations}
          canUndo={canUndo}
          canRedo={canRedo}
          saving={saving}
          busy={lifecycle.pending}
          onEdit={() => store.startEditing()}
          onArchive={() => (needsArchiveWarning(document) ? setDialog({ kind: 'archiveWarning' }) : archive())}
          onRestore={() => {
            const entry = lifecycleEntry();
            if (entry) void lifecycle.restore(entry);
          }}
          onDelete={() => setDialog({ kind: 'delete' })}
          onCallNow={() => setDialog({ kind: 'callNow' })}
          onHistory={document.id === NEW_QUESTIONNAIRE_ID ? undefined : () => setDialog({ kind: 'history' })}
          onAddVertex={() => setDialog({ kind: 'vertex', mode: 'add' })}
          onAddEdge={() => setDialog({ kind: 'edge', mode: 'add' })}
          onRemoveEdge={() => setDialog({ kind: 'edge', mode: 'remove' })}
          onStartComplete={() => setDialog({ kind: 'startComplete' })}
          onSettings={() => setDialog({ kind: 'settings' })}
          onCopy={() => setDialog({ kind: 'copy' })}
          onHelp={() => setDialog({ kind: 'help' })}
          onSave={() => void save()}
          onUndo={() => store.undo()}
          onRedo={() => store.redo()}
          onCancel={cancelEditing}
          onFitView={() => graph.current?.fitView()}
          onRelayout={() => graph.current?.relayout()}
        />
        <div className="cc-graph">
          {document.nodes.length === 0 ? (
            <EmptyState title={t('graph.emptyTitle')} message={t('graph.empty')} icon="pi pi-share-alt" />
          ) : (
            <QuestionnaireGraphView
              questionnaire={document}
              focus={focus}
              onVertexClick={onVertexClick}
              controllerRef={graph}
            />
          )}
        </div>
        {mode === 'edit' ? (
          <div className="cc-editor__issues">
            <IssuesPanel
              diagnostics={diagnostics}
              onFocusVertex={store.focusVertex}
              collapsed={issuesCollapsed}
              onToggleCollapsed={() => setIssuesCollapsed((collapsed) => !collapsed)}
            />
          </div>
        ) : null}
      </>
    );

  return (
    <section className="cc-automatic-calls" aria-label={t('screen.title')}>
      <QuestionnaireTree
        questionnaires={treeEntries}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        selectedId={selectedId}
        onSelect={openQuestionnaire}
        onAdd={
          settings?.['AutomaticCalls.AddQuestionnaire']
            ? () => guardEditing(() => setDialog({ kind: 'add' }))
            : undefined
        }
      />
      <div className="cc-editor">{main}</div>
      {dialog?.kind === 'conflict' ? (
        <VersionConflictDialog onReload={() => void reloadStored()} onKeepEditing={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'discard' ? (
        <DiscardChangesDialog
          onDiscard={() => {
            setDialog(null);
            dialog.onDiscard();
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'vertex' && document ? (
        <VertexDialog
          mode={dialog.mode}
          questionnaire={document}
          {...(dialog.vertex === undefined ? {} : { vertex: dialog.vertex })}
          questionnaires={list.data ?? []}
          onConfirm={(result) => confirmVertex(dialog, result)}
          onCancel={() => setDialog(null)}
          {...(dialog.mode === 'edit' && dialog.vertex !== undefined
            ? { onDelete: () => deleteVertex(dialog.vertex as string) }
            : {})}
        />
      ) : null}
      {dialog?.kind === 'edge' && document ? (
        <EdgeDialog
          mode={dialog.mode}
          questionnaire={document}
          {...(dialog.mode === 'add' && selected !== null ? { initialSource: selected } : {})}
          onConfirm={(edge) =>
            applyFromDialog((current) => (dialog.mode === 'add' ? addEdge(current, edge) : removeEdges(current, edge)))
          }
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'startComplete' && document ? (
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
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'settings' && document ? (
        <SettingsDialog
          questionnaire={document}
          questionnaires={list.data ?? []}
          onConfirm={(changes) => applyFromDialog((current) => updateMetadata(current, changes))}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddQuestionnairePrompt onConfirm={createQuestionnaire} onCancel={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'copy' && document ? (
        <CopyQuestionnaireDialog
          excludeQuestionnaireId={document.id}
          onConfirm={(source) => {
            setDialog(null);
            store.replace(copyGraph(document, source));
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' && document ? (
        <DeleteQuestionnaireDialog
          questionnaire={{
            id: document.id,
            name: document.questionnaire_name,
            organization_id: access?.questionnaire.organization_id ?? organizationId ?? 0,
          }}
          onDeleted={() => {
            setDialog(null);
            store.clear();
            setSelectedId(null);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'archiveWarning' ? (
        <ArchiveWarningDialog onConfirm={archive} onCancel={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'callNow' && document ? (
        <CallNowDialog patient={patient} questionnaireId={document.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' && document && access ? (
        <RevisionHistoryDialog
          questionnaireId={document.id}
          canRestore={canEditQuestionnaire(access).allowed && mode === 'view'}
          version={store.getState().version}
          onRestored={onRestoredRevision}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'help' ? <ShortcutsHelpDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
