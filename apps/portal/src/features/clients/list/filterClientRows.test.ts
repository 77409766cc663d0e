import { describe, expect, it } from 'vitest';
import { buildPatient } from '../../../test/fixtures.ts';
import { filterClientRows } from './filterClientRows.ts';
import { sortClientRows } from './sortClientRows.ts';
import { toClientListRow } from './toClientListRow.ts';

const rows = [
  buildPatient({ patient_id: 1, first_name: 'Ann', last_name: 'Xu', last_call_start_date: '2024-05-01T00:00:00Z' }),
  buildPatient({ patient_id: 2, first_name: 'ann', last_name: 'Baker', active: 0, last_call_start_date: null }),
  buildPatient({ patient_id: 3, first_name: 'Bea', last_name: 'Adams', last_call_start_date: '2024-06-01T00:00:00Z' }),
].map(toClientListRow);
const ids = (list: { record: { patient_id: number } }[]) => list.map((row) => row.record.patient_id);

describe('filterClientRows', () => {
  it('keeps the order and applies the activity filter', () => {
    expect(ids(filterClientRows(rows, { search: '', activity: 'active' }))).toEqual([1, 3]);
    expect(ids(filterClientRows(rows, { search: '', activity: 'inactive' }))).toEqual([2]);
    expect(ids(filterClientRows(rows, { search: ' ANN ', activity: 'all' }))).toEqual([1, 2]);
  });

  it('filters 10,000 clients in well under a keystroke', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      toClientListRow(buildPatient({ patient_id: index + 1, first_name: `Name${index}` })),
    );
    const started = performance.now();
    for (const search of ['n', 'na', 'nam', 'name9', 'name99', 'name999'])
      filterClientRows(many, { search, activity: 'active' });
    expect((performance.now() - started) / 6).toBeLessThan(50);
  });
});

describe('sortClientRows', () => {
  it('orders by last call (never called last), first name or last name', () => {
    expect(ids(sortClientRows(rows, 'lastCall'))).toEqual([3, 1, 2]);
    expect(ids(sortClientRows(rows, 'firstName'))).toEqual([2, 1, 3]);
    expect(ids(sortClientRows(rows, 'lastName'))).toEqual([3, 2, 1]);
  });
});
