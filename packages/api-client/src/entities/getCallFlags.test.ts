import { describe, expect, it } from 'vitest';
import { getCallFlags, isFailedCall } from './getCallFlags.ts';
import { isActivePatient } from './patientTag.ts';
import { isAdminRole, isLiftOperatorOrAdmin, isSuperAdminRole } from './role.ts';

describe('getCallFlags', () => {
  it('derives completed, ongoing and failed from the two legs', () => {
    expect(
      getCallFlags({ product: 'lift', patient_dial_status: 'completed', interviewer_call_status: 'completed' }),
    ).toEqual({ completed: true, ongoing: false, isFailedCall: false });
    expect(
      getCallFlags({ product: 'lift', patient_dial_status: 'in-progress', interviewer_call_status: 'completed' }),
    ).toEqual({ completed: false, ongoing: true, isFailedCall: false });
  });

  it.each(['no-answer', 'busy', 'failed', 'error_in_call', 'initiated', 'canceled', null, ''])(
    'fails a call whose client leg is %s, unless the bot placed it',
    (status) => {
      expect(isFailedCall({ product: 'lift', patient_dial_status: status, interviewer_call_status: 'completed' })).toBe(
        true,
      );
      expect(isFailedCall({ product: 'bot', patient_dial_status: status, interviewer_call_status: 'completed' })).toBe(
        false,
      );
    },
  );

  it('fails any call whose interviewer leg failed or is empty', () => {
    expect(isFailedCall({ product: 'bot', patient_dial_status: 'completed', interviewer_call_status: 'busy' })).toBe(
      true,
    );
    expect(isFailedCall({ product: 'other', patient_dial_status: 'completed', interviewer_call_status: null })).toBe(
      true,
    );
  });
});

describe('role and consent rules', () => {
  it('applies the role thresholds', () => {
    expect([101, 150, 151, 152, 201].map(isAdminRole)).toEqual([false, false, true, true, true]);
    expect([151, 152, 201].map(isSuperAdminRole)).toEqual([false, true, true]);
    expect(isLiftOperatorOrAdmin({ role: 101, is_lift_operator: true })).toBe(true);
    expect(isLiftOperatorOrAdmin({ role: 151 })).toBe(false);
    expect(isLiftOperatorOrAdmin({ role: 201 })).toBe(true);
  });

  it('treats a client as inactive only when consent is declined', () => {
    expect(isActivePatient({ 'consent call': { params: 'declined', description: 'gave no reason' } })).toBe(false);
    expect(isActivePatient({ 'consent call': { params: 'accepted' } })).toBe(true);
    expect(isActivePatient({})).toBe(true);
  });
});
