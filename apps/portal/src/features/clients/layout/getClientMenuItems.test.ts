import { settingsSchema } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getClientDefaultSection, getClientMenuItems } from './getClientMenuItems.ts';

const settings = (input: Record<string, unknown>) => settingsSchema.parse({ timezone: 'UTC', ...input });

describe('client side menu', () => {
  it('offers Summary, Questionnaires and Client details by setting, never Calls yet', () => {
    const all = settings({
      'patientHomePage.enabled': true,
      'AutomaticCalls.enabled': true,
      'callsPage.enabled': true,
    });
    expect(getClientMenuItems(all).map((item) => item.key)).toEqual(['summaryPatient', 'botcalls', 'edit']);
    expect(getClientMenuItems(settings({})).map((item) => item.key)).toEqual(['edit']);
    expect(getClientMenuItems(settings({ 'AutomaticCalls.enabled': true }))[0]).toMatchObject({
      path: 'botcalls',
      labelKey: 'menu.questionnaires',
    });
    expect(getClientMenuItems(settings({ 'patientDetails.enabled': false }))).toEqual([]);
  });

  it('sends the bare client path to the summary when enabled, else to the details', () => {
    expect(getClientDefaultSection(settings({ 'patientHomePage.enabled': true }))).toBe('summaryPatient');
    expect(getClientDefaultSection(settings({}))).toBe('edit');
    expect(getClientDefaultSection(settings({ 'patientDetails.enabled': false }))).toBeNull();
  });
});
