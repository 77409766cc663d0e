import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fillPath, getEndpointPath } from './endpoint.ts';

const TEMPLATE = '/user/patient/:patientId/call/:callId/note';

/** The segment values a URL keeps as one segment: anything non-empty except the dot segments. */
const segmentValue = fc.string({ minLength: 1, unit: 'grapheme' }).filter((value) => value !== '.' && value !== '..');

describe('fillPath', () => {
  test.prop([segmentValue, segmentValue], { seed: 20260301, numRuns: 300 })(
    'round-trips any parameter strings through URL parsing, each staying one segment',
    (patientId, callId) => {
      const url = new URL(fillPath(TEMPLATE, { patientId, callId }), 'http://localhost');
      const segments = url.pathname.split('/');
      expect(segments).toHaveLength(7);
      expect(decodeURIComponent(segments[3] ?? '')).toBe(patientId);
      expect(decodeURIComponent(segments[5] ?? '')).toBe(callId);
      expect(segments[6]).toBe('note');
    },
  );

  test.prop([fc.integer({ min: 0 })], { seed: 7 })('writes numbers in decimal', (id) => {
    expect(fillPath('/questionnaire/:questionnaireId', { questionnaireId: id })).toBe(`/questionnaire/${id}`);
  });

  it('rejects missing values and values that cannot be a path segment', () => {
    expect(() => fillPath(TEMPLATE, { patientId: 1 })).toThrow('API_CLIENT_MISSING_PARAM: callId');
    expect(() => fillPath(TEMPLATE, { patientId: 1, callId: '' })).toThrow('API_CLIENT_MISSING_PARAM');
    expect(() => fillPath(TEMPLATE, { patientId: '..', callId: 2 })).toThrow('API_CLIENT_INVALID_PARAM: patientId');
    expect(() => fillPath(TEMPLATE, { patientId: 1, callId: '\uD800' })).toThrow('API_CLIENT_INVALID_PARAM');
  });
});

describe('getEndpointPath', () => {
  it('puts each service under its base path', () => {
    expect(getEndpointPath({ service: 'therapy', path: '/user/patient' })).toBe('/api/user/patient');
    expect(getEndpointPath({ service: 'bot', path: '/hints' })).toBe('/bot/hints');
    expect(getEndpointPath({ service: 'conference', path: '/call/load' })).toBe('/conference/call/load');
  });
});
