import { describe, expect, it } from 'vitest';
import { createCondition } from '../condition.ts';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { addVertex } from './addVertex.ts';
import { assertEditOk } from './editResult.ts';
import { editVertex } from './editVertex.ts';
import { getHotTransferTexts } from './getHotTransferTexts.ts';

const empty = assertQuestionnaire({ id: 1, questionnaire_name: 'x', nodes: [], edges: [] });

describe('getHotTransferTexts', () => {
  it('reads the outcome says a new hot transfer was created with', () => {
    const added = assertEditOk(
      addVertex(empty, {
        kind: 'hot_transfer',
        payload: { phone: '+15550100' },
        hotTransfer: { connectedText: 'Connecting you now.', notConnectedText: 'Nobody answered.' },
      }),
    );
    expect(getHotTransferTexts(added.questionnaire, added.vertex)).toEqual({
      connectedText: 'Connecting you now.',
      notConnectedText: 'Nobody answered.',
    });
  });

  it('reads back what editVertex wrote', () => {
    const added = assertEditOk(
      addVertex(empty, {
        kind: 'hot_transfer',
        payload: { phone: '+15550100' },
        hotTransfer: { connectedText: 'a', notConnectedText: 'b' },
      }),
    );
    const edited = assertEditOk(
      editVertex(added.questionnaire, added.vertex, {
        payload: { phone: '+15550100' },
        hotTransfer: { connectedText: 'c', notConnectedText: 'd' },
      }),
    );
    expect(getHotTransferTexts(edited.questionnaire, added.vertex)).toEqual({
      connectedText: 'c',
      notConnectedText: 'd',
    });
  });

  it('gives empty texts for missing outcomes and undefined for other kinds', () => {
    const q = assertQuestionnaire({
      id: 1,
      questionnaire_name: 'x',
      nodes: [
        { v: 'h', value: { hot_transfer: { phone: '1' } } },
        { v: 's', value: { say: { message: 'Please hold.' } } },
      ],
      edges: [{ v: 'h', w: 's', name: '0', value: [createCondition('hot_transfer', 'not-answered')] }],
    });
    expect(getHotTransferTexts(q, 'h')).toEqual({ connectedText: '', notConnectedText: 'Please hold.' });
    expect(getHotTransferTexts(q, 's')).toBeUndefined();
    expect(getHotTransferTexts(q, 'missing')).toBeUndefined();
  });
});
