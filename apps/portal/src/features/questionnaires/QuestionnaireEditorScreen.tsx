import { isAdminRole, type Patient, type QuestionnaireListEntry } from '@carecall/api-client';
import {
  assertQuestionnaire,
  NEW_QUESTIONNAIRE_ID,
  type Questionnaire,
  type QuestionnaireAccess,
  type VertexKind,
} from '@carecall/graph-core';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../app/usePortalStore.ts';
import { useFetchQuestionnaireDocument } from './api/useFetchQuestionnaireDocument.ts';
import { useHintsQuery } from './api/useHintsQuery.ts';
import { useQuestionnaireDocumentQuery } from './api/useQuestionnaireDocumentQuery.ts';
import { useQuestionnaireListQuery } from './api/useQuestionnaireListQuery.ts';
import type { StoredQuestionnaire } from './api/useSaveQuestionnaire.ts';
import { EditorDialogHost } from './EditorDialogHost.tsx';
import { createEditorStore, type EditorStore } from './editor/createEditorStore.ts';
import { useEditorDialogs } from './editor/useEditorDialogs.ts';
import { useEditorShortcuts } from './editor/useEditorShortcuts.ts';
import { useEditorState } from './editor/useEditorState.ts';
import { useLeaveGuard } from './editor/useLeaveGuard.ts';
import { type GraphViewController, QuestionnaireGraphView } from './graph/QuestionnaireGraphView.tsx';
import { QuestionnaireActionBar } from './header/QuestionnaireActionBar.tsx';
import { QuestionnaireHeader } from './header/QuestionnaireHeader.tsx';
import { useLifecycleActions } from './lifecycle/useLifecycleActions.ts';
import { FindVertexBox } from './panels/FindVertexBox.tsx';
import { IssuesPanel } from './panels/IssuesPanel.tsx';
import { useLiveDiagnostics } from './panels/useLiveDiagnostics.ts';
import { registerQuestionnaireTexts } from './registerQuestionnaireTexts.ts';
import { useSaveFlow } from './save/useSaveFlow.ts';
import { QuestionnaireTree } from './tree/QuestionnaireTree.tsx';
import './automaticCalls.css';

// The Test panel brings the runner along; it loads when Test is first pressed.
const SimulatorPanel = lazy(async () => ({
  default: (await import('./simulator/SimulatorPanel.tsx')).SimulatorPanel,
}));

/** Props of {@link QuestionnaireEditorScreen}. */
export interface QuestionnaireEditorScreenProps {
  /** The client whose page this is: Call Now phones them. */
  patient: Patient;
  /** The editor's state; the screen creates its own unless one is handed in (tests drive edits through it). */
  store?: EditorStore;
}

/**
 * `/client/{id}/botcalls`, the questionnaire editor: the questionnaire tree on the left; the open questionnaire's header, action
 * bar and graph on the right. Viewing is the default; Edit records every change in the editor store (undo/redo), and
 * Save sends graph-core's prepared body. Nothing unsaved is dropped without asking.
 */
export function QuestionnaireEditorScreen({ patient, store: givenStore }: QuestionnaireEditorScreenProps) {
  const runtime = usePortalRuntime();
  registerQuestionnaireTexts(runtime.i18n);
  const { t } = useTranslation('questionnaires');
  const [store] = useState(() => givenStore ?? createEditorStore());
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const organizations = usePortalStore((state) => state.organizations);
  const list = useQuestionnaireListQuery(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const dialogs = useEditorDialogs(store);
  const { dialog, open: openDialog, close: closeDialog } = dialogs;
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
  );
  const selectedEntry = list.data?.find((entry) => entry.id === selectedId);
  const settings = usePortalStore((state) => state.settings);
  const isAdmin = usePortalStore((state) => (state.user ? isAdminRole(state.user.role) : false));
  const lifecycle = useLifecycleActions(store, dialogs);
  const diagnostics = useLiveDiagnostics(mode === 'edit' ? document : null);
  const findInput = useRef<HTMLInputElement>(null);
  const [issuesCollapsed, setIssuesCollapsed] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testVertex, setTestVertex] = useState<string | null>(null);
  const fetchQuestionnaire = useFetchQuestionnaireDocument();
  const hints = useHintsQuery();

  // A fetched document replaces the open one unless the user is editing it (a background refetch never drops edits)
  // or it is the very document shown; a refetch of the same version still replaces a copy that was not fetched.
  useEffect(() => {
    const fetched = documentQuery.data;
    if (!fetched) return;
    const state = store.getState();
    if (state.loaded === fetched || (state.loaded?.id === fetched.id && state.mode === 'edit')) return;
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
      if (store.getState().mode === 'edit') openDialog({ kind: 'discard', onDiscard: then });
      else then();
    },
    [store, openDialog],
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

  const onSaved = useCallback(
    (saved: StoredQuestionnaire, prepared: Questionnaire) => {
      // Show what was stored, in view mode; when it could not be read back, what was sent until the refetch lands.
      if (saved.stored) store.load(saved.stored, { version: saved.stored.version });
      else store.load({ ...prepared, id: saved.id }, { version: saved.version });
      setSelectedId(saved.id);
    },
    [store],
  );
  const { save, saving } = useSaveFlow(store, {
    onMissingStart: (warning) => openDialog({ kind: 'startComplete', warning }),
    onConflict: (conflict) => openDialog({ kind: 'conflict', conflict }),
    onSaved,
  });

  const reloadStored = useCallback(async () => {
    closeDialog();
    const id = store.getState().document?.id;
    store.cancelEditing();
    if (id === undefined || id === NEW_QUESTIONNAIRE_ID) return;
    const fresh = await documentQuery.refetch();
    if (fresh.data) store.load(fresh.data, { version: fresh.data.version });
  }, [store, documentQuery, closeDialog]);

  const cancelEditing = useCallback(() => {
    const discard = () => {
      if (store.getState().document?.id === NEW_QUESTIONNAIRE_ID) {
        store.clear();
        setSelectedId(null);
      } else store.cancelEditing();
    };
    if (store.getState().dirty) openDialog({ kind: 'discard', onDiscard: discard });
    else discard();
  }, [store, openDialog]);

  const onVertexClick = useCallback(
    (vertex: string, kind: VertexKind) => {
      store.select(vertex);
      if (store.getState().mode !== 'edit') return;
      openDialog({ kind: 'vertex', mode: kind === 'placeholder' ? 'dirty' : 'edit', vertex });
    },
    [store, openDialog],
  );

  const createQuestionnaire = useCallback(
    (name: string) => {
      closeDialog();
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
    [store, organizationId, closeDialog],
  );

  const onRestoredRevision = useCallback(
    (saved: { id: number; version: number }) => {
      closeDialog();
      // The restored revision is a new version: drop the open copy so the refetched one is shown.
      store.clear();
      setSelectedId(saved.id);
    },
    [store, closeDialog],
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
      help: () => openDialog({ kind: 'help' }),
      addVertex: () => openDialog({ kind: 'vertex', mode: 'add' }),
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
          onArchive={lifecycle.requestArchive}
          onRestore={lifecycle.restore}
          onDelete={() => openDialog({ kind: 'delete' })}
          onCallNow={() => openDialog({ kind: 'callNow' })}
          onDryRun={isAdmin && document.id !== NEW_QUESTIONNAIRE_ID ? () => openDialog({ kind: 'dryRun' }) : undefined}
          onHistory={document.id === NEW_QUESTIONNAIRE_ID ? undefined : () => openDialog({ kind: 'history' })}
          onAddVertex={() => openDialog({ kind: 'vertex', mode: 'add' })}
          onAddEdge={() => openDialog({ kind: 'edge', mode: 'add' })}
          onRemoveEdge={() => openDialog({ kind: 'edge', mode: 'remove' })}
          onStartComplete={() => openDialog({ kind: 'startComplete' })}
          onSettings={() => openDialog({ kind: 'settings' })}
          onCopy={() => openDialog({ kind: 'copy' })}
          onHelp={() => openDialog({ kind: 'help' })}
          onSave={() => void save()}
          onUndo={() => store.undo()}
          onRedo={() => store.redo()}
          onCancel={cancelEditing}
          onFitView={() => graph.current?.fitView()}
          onRelayout={() => graph.current?.relayout()}
          testing={testing}
          onToggleTest={() => setTesting((shown) => !shown)}
        />
        <div className="cc-editor__workspace">
          <div className="cc-graph">
            {document.nodes.length === 0 ? (
              <EmptyState title={t('graph.emptyTitle')} message={t('graph.empty')} icon="pi pi-share-alt" />
            ) : (
              <QuestionnaireGraphView
                questionnaire={document}
                focus={focus}
                current={testing ? testVertex : null}
                onVertexClick={onVertexClick}
                controllerRef={graph}
              />
            )}
          </div>
          {testing ? (
            <Suspense fallback={<LoadingState label={t('screen.loadingTest')} rows={3} />}>
              <SimulatorPanel
                // Another questionnaire is another test, with its own client values and log.
                key={selectedId ?? 'none'}
                document={document}
                patient={patient}
                questionnaires={list.data ?? []}
                hints={hints.data}
                fetchQuestionnaire={fetchQuestionnaire}
                onCurrentVertex={setTestVertex}
                onClose={() => setTesting(false)}
              />
            </Suspense>
          ) : null}
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
            ? () => guardEditing(() => openDialog({ kind: 'add' }))
            : undefined
        }
      />
      <div className="cc-editor">{main}</div>
      <EditorDialogHost
        dialogs={dialogs}
        store={store}
        document={document}
        access={access}
        mode={mode}
        selected={selected}
        questionnaires={list.data ?? []}
        patient={patient}
        organizationId={organizationId ?? null}
        onReload={() => void reloadStored()}
        onCreate={createQuestionnaire}
        onArchive={lifecycle.archive}
        onDeleted={() => {
          store.clear();
          setSelectedId(null);
        }}
        onRestored={onRestoredRevision}
      />
    </section>
  );
}
