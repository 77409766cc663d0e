import {
  addEdge,
  addVertex,
  assertQuestionnaire,
  createCondition,
  type EditResult,
  editVertex,
  type Questionnaire,
  removeVertex,
  setStartVertex,
} from '@carecall/graph-core';
import { generateQuestionnaire } from '@carecall/graph-core/testing';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './createEditorStore.ts';

const base = (): Questionnaire =>
  assertQuestionnaire({
    id: 4,
    questionnaire_name: 'Weekly check-in',
    starting_node: 'auto_generated_1',
    complete_node: ['auto_generated_1'],
    nodes: [{ v: 'auto_generated_1', value: { say: { message: 'Hello.' } } }],
    edges: [],
  });

function openForEditing(questionnaire = base()) {
  const store = createEditorStore();
  store.load(questionnaire, { version: 3 });
  store.startEditing();
  return store;
}

describe('editor store', () => {
  it('loads in view mode with the version and nothing to undo', () => {
    const store = createEditorStore();
    store.load(base(), { version: 3 });
    expect(store.getState()).toMatchObject({ mode: 'view', version: 3, dirty: false, undoStack: [] });
    expect(() => store.apply(addVertex(base(), { kind: 'say', payload: { message: 'Hi' } }))).toThrow(
      /EDITOR_NOT_EDITING/,
    );
  });

  it('records an edit, undoes and redoes it, and tracks dirtiness', () => {
    const store = openForEditing();
    const loaded = store.getState().document;
    const result = addVertex(store.getState().document as Questionnaire, {
      kind: 'say',
      payload: { message: 'How are you?' },
      from: { v: 'auto_generated_1' },
    });
    expect(store.apply(result)).toEqual({ ok: true });
    expect(store.getState().dirty).toBe(true);
    expect(store.getState().document?.nodes).toHaveLength(3);

    expect(store.undo()).toBe(true);
    expect(store.getState().document).toEqual(loaded);
    expect(store.getState().dirty).toBe(false);
    expect(store.undo()).toBe(false);

    expect(store.redo()).toBe(true);
    expect(store.getState().document?.nodes).toHaveLength(3);
    expect(store.getState().dirty).toBe(true);
    expect(store.redo()).toBe(false);
  });

  it('hands back a refused edit and leaves the document alone', () => {
    const store = openForEditing();
    const before = store.getState().document;
    const outcome = store.apply(editVertex(before as Questionnaire, 'missing', { payload: { message: 'x' } }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'vertex-not-found' } });
    expect(store.getState().document).toBe(before);
    expect(store.getState().dirty).toBe(false);
  });

  it('stays dirty when a new edit follows undoing past the loaded state', () => {
    const store = openForEditing();
    const doc = () => store.getState().document as Questionnaire;
    store.apply(addVertex(doc(), { kind: 'say', payload: { message: 'A' } }));
    store.undo();
    store.apply(addVertex(doc(), { kind: 'say', payload: { message: 'B' } }));
    expect(store.getState().redoStack).toHaveLength(0);
    expect(store.getState().dirty).toBe(true);
  });

  it('reverts to the loaded questionnaire after a refused save, staying in edit mode', () => {
    const store = openForEditing();
    const loaded = store.getState().loaded;
    store.apply(addVertex(store.getState().document as Questionnaire, { kind: 'say', payload: { message: 'A' } }));
    store.select('auto_generated_2');
    store.revert();
    expect(store.getState()).toMatchObject({
      mode: 'edit',
      dirty: false,
      undoStack: [],
      redoStack: [],
      selected: null,
    });
    expect(store.getState().document).toBe(loaded);
  });

  it('cancels editing back to view mode and the loaded questionnaire', () => {
    const store = openForEditing();
    store.apply(addVertex(store.getState().document as Questionnaire, { kind: 'say', payload: { message: 'A' } }));
    store.cancelEditing();
    expect(store.getState()).toMatchObject({ mode: 'view', dirty: false });
    expect(store.getState().document).toBe(store.getState().loaded);
  });

  it('replaces the whole graph as one undoable step', () => {
    const store = openForEditing();
    const copied = { ...generateQuestionnaire({ vertices: 20 }), id: 4 };
    store.replace(copied);
    expect(store.getState().document).toBe(copied);
    store.undo();
    expect(store.getState().document).toEqual(base());
  });

  it('drops a selection whose vertex is gone, and asks to focus again on every request', () => {
    const store = openForEditing(generateQuestionnaire({ vertices: 12 }));
    store.focusVertex('auto_generated_3');
    const first = store.getState().focus?.sequence;
    store.focusVertex('auto_generated_3');
    expect(store.getState().focus?.sequence).not.toBe(first);
    store.apply(removeVertex(store.getState().document as Questionnaire, 'auto_generated_3'));
    expect(store.getState().selected).toBeNull();
  });
});

type Operation = (document: Questionnaire, pick: number) => EditResult<object>;

const vertexAt = (document: Questionnaire, pick: number) =>
  document.nodes[pick % Math.max(1, document.nodes.length)]?.v ?? 'none';

const OPERATIONS: Operation[] = [
  (document, pick) =>
    addVertex(document, { kind: 'say', payload: { message: `Step ${pick}` }, from: { v: vertexAt(document, pick) } }),
  (document, pick) =>
    addVertex(document, { kind: 'ask', payload: { question: 'Well?', type: 'Twilio.YES_NO' }, tagsv2: [pick] }),
  (document, pick) => removeVertex(document, vertexAt(document, pick)),
  (document, pick) => setStartVertex(document, vertexAt(document, pick + 1)),
  (document, pick) =>
    addEdge(document, {
      v: vertexAt(document, pick),
      w: vertexAt(document, pick + 3),
      condition: createCondition('answer', 'Yes'),
    }),
  (document, pick) => editVertex(document, vertexAt(document, pick), { payload: { message: `Edited ${pick}` } }),
];

describe('editor store history', () => {
  test.prop([fc.array(fc.tuple(fc.nat(OPERATIONS.length - 1), fc.nat(1000)), { maxLength: 25 })], { seed: 20261121 })(
    'undoing every applied edit returns to the loaded document, and redoing them all returns to the last',
    (steps) => {
      const store = openForEditing(generateQuestionnaire({ vertices: 12 }));
      const loaded = store.getState().document;
      let applied = 0;
      for (const [operation, pick] of steps) {
        const run = OPERATIONS[operation] as Operation;
        if (store.apply(run(store.getState().document as Questionnaire, pick)).ok) applied += 1;
      }
      const last = store.getState().document;
      expect(store.getState().undoStack).toHaveLength(applied);
      expect(store.getState().dirty).toBe(applied > 0);
      while (store.undo()) {}
      expect(store.getState().document).toEqual(loaded);
      expect(store.getState().dirty).toBe(false);
      while (store.redo()) {}
      expect(store.getState().document).toEqual(last);
    },
  );
});
