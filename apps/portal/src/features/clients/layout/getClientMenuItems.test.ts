import { settingsSchema } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getClientDefaultSection, getClientMenuItems } from './getClientMenuItems.ts';

const settings = (input: Record<string, unknown>) => settingsSchema.parse({ timezone: 'UTC', ...input });
const operator = { role: 101, is_lift_operator: false };

describe('client side menu', () => {
  it('offers Summary, Calls, Questionnaires and Client details by setting', () => {
    const all = settings({
      'patientHomePage.enabled': true,
      'AutomaticCalls.enabled': true,
      'callsPage.enabled': true,
    });
    expect(getClientMenuItems({ settings: all, user: operator }).map((item) => item.key)).toEqual([
      'summaryPatient',
      'calls',
      'botcalls',
      'edit',
    ]);
    expect(
      getClientMenuItems({ settings: settings({ 'callsPage.enabled': false }), user: operator }).map(
        (item) => item.key,
      ),
    ).toEqual(['edit']);
    expect(
      getClientMenuItems({ settings: settings({ 'AutomaticCalls.enabled': true }), user: operator })[1],
    ).toMatchObject({
      path: 'botcalls',
      labelKey: 'menu.questionnaires',
    });
  });

  it('always offers Calls to lift operators and admins, whatever callsPage.enabled says', () => {
    const off = settings({ 'callsPage.enabled': false, 'patientDetails.enabled': false });
    expect(getClientMenuItems({ settings: off, user: operator })).toEqual([]);
    expect(getClientMenuItems({ settings: off, user: { role: 201 } }).map((item) => item.key)).toEqual(['calls']);
    expect(
      getClientMenuItems({ settings: off, user: { role: 101, is_lift_operator: true } }).map((item) => item.key),
    ).toEqual(['calls']);
  });

  it('sends the bare client path and the summary path to the calls, else to the first section offered', () => {
    expect(getClientDefaultSection({ settings: settings({ 'patientHomePage.enabled': true }), user: operator })).toBe(
      'calls',
    );
    expect(
      getClientDefaultSection({
        settings: settings({ 'callsPage.enabled': false, 'patientHomePage.enabled': true }),
        user: operator,
      }),
    ).toBe('summaryPatient');
    expect(getClientDefaultSection({ settings: settings({ 'callsPage.enabled': false }), user: operator })).toBe(
      'edit',
    );
    expect(
      getClientDefaultSection({
        settings: settings({ 'callsPage.enabled': false, 'patientDetails.enabled': false }),
        user: operator,
      }),
    ).toBeNull();
  });
});
