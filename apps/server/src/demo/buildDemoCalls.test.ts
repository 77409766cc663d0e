import { getCallFlags } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { buildDemoCalls, type DemoCallClient } from './buildDemoCalls.ts';

const LAST_CALL = new Date('2026-03-01T09:30:00.000Z');

function buildClients(count: number): DemoCallClient[] {
  return Array.from({ length: count }, (_, index) => ({
    patientId: index + 1,
    organizationId: index % 2 === 0 ? 1 : 2,
    lastCallStartedAt: index % 5 === 4 ? null : new Date(LAST_CALL.getTime() - index * 3_600_000),
    isCallTranscriptionOn: index % 3 === 0,
    phone: `1-21255501${String(index).padStart(2, '0')}`,
    interviewerIds: index % 2 === 0 ? [3, 4] : [],
  }));
}

describe('buildDemoCalls', () => {
  const clients = buildClients(40);
  const rows = buildDemoCalls(clients);

  it('is the same for the same clients', () => {
    expect(buildDemoCalls(clients)).toEqual(rows);
    expect(buildDemoCalls(clients, 7)).not.toEqual(rows);
  });

  it('ends each called client’s history at its latest call, older calls before it, and skips the others', () => {
    for (const client of clients) {
      const own = rows.filter((row) => row.patientId === client.patientId);
      if (!client.lastCallStartedAt) {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(7);
      expect(own[0]?.startDate).toEqual(client.lastCallStartedAt);
      const starts = own.map((row) => row.startDate?.getTime() ?? 0);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(own.slice(0, 2).some((row) => !getCallFlags(toStatuses(row)).isFailedCall)).toBe(true);
      for (const row of own) expect(row.organizationId).toBe(client.organizationId);
    }
  });

  it('mixes bot and operator calls, answered and failed, with consistent lengths and recordings', () => {
    const flags = rows.map((row) => getCallFlags(toStatuses(row)));
    expect(new Set(rows.map((row) => row.product))).toEqual(new Set(['bot', 'lift']));
    expect(flags.some((flag) => flag.isFailedCall)).toBe(true);
    expect(flags.some((flag) => flag.completed)).toBe(true);
    expect(new Set(rows.map((row) => row.patientDialStatus)).size).toBeGreaterThanOrEqual(4);
    rows.forEach((row, index) => {
      const failed = flags[index]?.isFailedCall;
      expect(row.wasRecorded).toBe(!failed);
      expect((row.recordingTime ?? 0) > 0).toBe(!failed);
      expect(row.totalDialTime).toBeGreaterThanOrEqual(row.recordingTime ?? 0);
      if (row.product === 'bot') expect(row.interviewerId).toBeNull();
      else expect([3, 4]).toContain(row.interviewerId);
    });
  });
});

function toStatuses(row: ReturnType<typeof buildDemoCalls>[number]) {
  return {
    product: row.product,
    patient_dial_status: row.patientDialStatus ?? null,
    interviewer_call_status: row.interviewerCallStatus ?? null,
  };
}
