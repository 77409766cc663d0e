import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getEndpointPath } from './endpoint.ts';
import { endpointList, endpoints } from './endpoints.ts';
import { ROLES } from './entities/role.ts';

function getPathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '').sort();
}

describe('endpoints', () => {
  it('keys every endpoint by its own id, and no id twice', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.id).toBe(key);
    const ids = endpointList.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares each (method, full path) pair once', () => {
    const routes = endpointList.map((endpoint) => `${endpoint.method} ${getEndpointPath(endpoint)}`);
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it('declares exactly the path parameters its path names', () => {
    for (const endpoint of endpointList) {
      const declared =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : ([] as string[]);
      expect({ id: endpoint.id, params: declared }).toEqual({ id: endpoint.id, params: getPathParams(endpoint.path) });
    }
  });

  it('opens only device-id generation without a token, and only the second factor and logging before it', () => {
    const byAuth = (auth: string) =>
      endpointList
        .filter((endpoint) => endpoint.auth === auth)
        .map((endpoint) => endpoint.id)
        .sort();
    expect(byAuth('none')).toEqual(['sessionGenerateDeviceId']);
    expect(byAuth('mfa')).toEqual([
      'mfaSendCode',
      'mfaSendCodeEmail',
      'mfaVerifyCode',
      'mfaVerifyCodeEmail',
      'mfaVerifyUserIdentity',
      'sessionLog',
    ]);
    for (const endpoint of endpointList)
      if (endpoint.path.startsWith('/auth/mfa/')) expect(endpoint.auth, endpoint.id).toBe('mfa');
  });

  it('keeps the admin area to admins, except reading one of the user organizations', () => {
    const admin = endpointList.filter((endpoint) => endpoint.path.startsWith('/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const endpoint of admin)
      expect([endpoint.id, endpoint.minRole]).toEqual([
        endpoint.id,
        endpoint.id === 'adminGetOrganization' ? undefined : ROLES.admin,
      ]);
    expect(endpoints.patientsPatchActivePeriod.minRole).toBe(ROLES.superAdmin);
  });

  it('sends multipart only for the recording upload', () => {
    expect(endpointList.filter((endpoint) => endpoint.bodyType === 'multipart').map((endpoint) => endpoint.id)).toEqual(
      ['recordingsUpload'],
    );
    expect(endpointList.filter((endpoint) => endpoint.method === 'GET' && endpoint.body !== undefined)).toEqual([]);
  });

  it('converts every request and response schema to JSON Schema, for /openapi.json', () => {
    for (const endpoint of endpointList) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        if (schema !== undefined)
          expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), endpoint.id).not.toThrow();
      }
      expect(() => z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' })).not.toThrow();
    }
  });

  it('covers every call of both specification parts', () => {
    const routes = new Set(endpointList.map((endpoint) => `${endpoint.method} ${getEndpointPath(endpoint)}`));
    const specified = [
      'GET /api/generateDeviceId',
      'GET /api/admin/organization/:organizationId',
      'GET /api/user/auth/',
      'POST /api/user/updateUserTimeZone',
      'GET /api/user/settings',
      'GET /api/test',
      'POST /api/user/logger',
      'POST /api/admin/userWithEmail',
      'GET /api/admin/users',
      'GET /api/admin/organization/scheduler',
      'POST /api/admin/organization/scheduler',
      'POST /api/auth/mfa/verifyUserIdentity',
      'GET /api/auth/mfa/sendCode',
      'POST /api/auth/mfa/verifyCode',
      'POST /api/auth/mfa/sendCodeEmail',
      'POST /api/auth/mfa/verifyCodeEmail',
      'GET /api/user/patient/:patientId/call/:callId',
      'GET /api/user/patient/:patientId/activityLog',
      'GET /api/user/patient/:patientId/call/:callId/questions',
      'POST /api/user/patient/:patientId/call/:callId/questions',
      'PUT /api/user/patient/:patientId/call/:callId/questions',
      'POST /api/user/patient/:patientId/call',
      'GET /api/user/patient/:patientId/call/calls',
      'GET /api/user/patient/:patientId/call/calls/lean',
      'GET /api/user/patient/:patientId/call/:callId/transcription',
      'PUT /api/user/patient/:patientId/call/:callId/transcription',
      'GET /api/user/patient/:patientId/call/:callId/transcription/category',
      'POST /api/user/patient/:patientId/call/reanalyze',
      'PUT /api/user/patient/:patientId/call/analysis/:analysisId',
      'POST /api/user/patient/:patientId/call/:callId/batch/:batchId',
      'GET /api/user/patient/:patientId/call/notes',
      'GET /api/user/patient/:patientId/call/:callId/note',
      'PUT /api/user/patient/:patientId/call/:callId/note',
      'POST /api/user/patient',
      'PUT /api/user/patient/:patientId',
      'PATCH /api/user/patient/:patientId',
      'GET /api/user/patient/:patientId',
      'GET /api/user/patient',
      'PATCH /api/user/patient/:patientId/updatePatientFields',
      'PATCH /api/user/patient/:patientId/patientType',
      'PUT /api/user/patient/:patientId/tag',
      'POST /api/user/patient/:patientId/tag',
      'DELETE /api/user/patient/:patientId/tag',
      'PATCH /api/user/patient/:patientId/transcription',
      'GET /api/user/patient/:patientId/diagnosis',
      'PATCH /api/user/patient/:patientId/diagnosis',
      'GET /api/user/patient/:patientId/diagnosis/search',
      'GET /api/user/scheduler/scheduling/getNextCallee',
      'PUT /api/user/scheduler/scheduling/reserveCallee',
      'GET /api/user/scheduler/scheduling/todaysScheduleUserOutlook',
      'PUT /api/user/scheduler/scheduling/markCallExecutedInScheduler',
      'POST /api/user/scheduler/settings/:patientId/frequency',
      'POST /bot/call',
      'POST /bot/questionnaire/recording',
      'GET /bot/feedbackSentences',
      'POST /bot/speech/feedback',
      'POST /bot/speech/question',
      'POST /bot/speech/vertex',
      'GET /bot/questionnaire',
      'GET /bot/questionnaire/:questionnaireId',
      'PATCH /bot/questionnaire/:questionnaireId',
      'POST /bot/questionnaire',
      'DELETE /bot/questionnaire',
      'GET /bot/tags',
      'GET /bot/parameters/keys',
      'GET /bot/hints',
      'POST /conference/call/load',
      'GET /conference/user/twilio/token',
      'GET /conference/user/token',
    ];
    expect(specified.filter((route) => !routes.has(route))).toEqual([]);
  });
});

describe('README', () => {
  it('lists every endpoint with its method and full path', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const rows = new Set(
      readme
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) =>
          line
            .split('|')
            .slice(1, 4)
            .map((cell) => cell.trim())
            .join(' '),
        ),
    );
    const missing = endpointList.filter(
      (endpoint) => !rows.has(`\`${endpoint.id}\` ${endpoint.method} \`${getEndpointPath(endpoint)}\``),
    );
    expect(missing.map((endpoint) => endpoint.id)).toEqual([]);
  });
});
