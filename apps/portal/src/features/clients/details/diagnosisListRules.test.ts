import { describe, expect, it } from 'vitest';
import {
  addDiagnosis,
  buildDiagnosisUpdate,
  type DiagnosisEntry,
  moveDiagnosis,
  removeDiagnosis,
} from './diagnosisListRules.ts';

const entry = (id: number, order: number | null, active: 0 | 1 = 1): DiagnosisEntry => ({
  entity_id: id,
  code: `C${id}`,
  diagnosis: `D${id}`,
  active,
  order,
});

describe('health-profile diagnoses', () => {
  const list = [entry(1, 1), entry(2, 2), entry(3, null, 0)];

  it('moves up and down and keeps the ends', () => {
    expect(moveDiagnosis(list, 2, -1).map((item) => [item.entity_id, item.order])).toEqual([
      [2, 1],
      [1, 2],
      [3, null],
    ]);
    expect(moveDiagnosis(list, 2, 1)).toEqual(list);
    expect(moveDiagnosis(list, 1, -1)).toEqual(list);
  });

  it('removes by marking inactive after the active ones', () => {
    expect(removeDiagnosis(list, 1).map((item) => [item.entity_id, item.active, item.order])).toEqual([
      [2, 1, 1],
      [1, 0, null],
      [3, 0, null],
    ]);
  });

  it('adds at the end of the active ones, never twice, and revives an inactive one', () => {
    expect(addDiagnosis(list, { id: 1, code: 'C1', diagnosis: 'D1' })).toEqual(list);
    expect(addDiagnosis(list, { id: 3, code: 'C3', diagnosis: 'D3' }).map((item) => item.order)).toEqual([1, 2, 3]);
    expect(addDiagnosis(list, { id: 9, code: 'C9', diagnosis: 'D9' }).map((item) => item.entity_id)).toEqual([
      1, 2, 9, 3,
    ]);
  });

  it('sends the whole list and only the changed links', () => {
    const body = buildDiagnosisUpdate(list, moveDiagnosis(list, 2, -1));
    expect(body.patientProperties).toHaveLength(3);
    expect(body.propertiesToUpdate.map((link) => link.entity_id)).toEqual([2, 1]);
  });
});
