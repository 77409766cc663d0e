import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/createTestI18n.ts';
import { getRouteTitleKey } from './getRouteTitleKey.ts';

describe('getRouteTitleKey', () => {
  const { t } = createTestI18n('en');
  const title = (path: string) => t(getRouteTitleKey(path));

  it('titles each route of the portal', () => {
    expect(title('/')).toBe('Portal');
    expect(title('/client')).toBe('Add New Patient');
    expect(title('/client/12')).toBe('Patient details');
    expect(title('/client/12/summaryPatient')).toBe('Patient details');
    expect(title('/client/12/calls')).toBe('Calls');
    expect(title('/client/12/botcalls/')).toBe('Automatic Calls');
    expect(title('/client/12/edit')).toBe('Client details');
  });

  it('falls back to the product name', () => {
    expect(title('/PatientList')).toBe('CareCall');
    expect(title('/Users')).toBe('CareCall');
    expect(title('/client/abc')).toBe('CareCall');
  });

  it('speaks Japanese too', () => {
    expect(createTestI18n('ja').t(getRouteTitleKey('/client/3/calls'))).toBe('通話');
  });
});
