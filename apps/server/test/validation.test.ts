import { Writable } from 'node:stream';
import { defineEndpoint, idParamSchema } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../src/http/HttpError.ts';
import { registerEndpoint } from '../src/http/registerEndpoint.ts';
import { createTestApp } from './harness.ts';

const updatePatient = defineEndpoint({
  id: 'test.updatePatient',
  service: 'therapy',
  method: 'PUT',
  path: '/test-only/patient/:id',
  summary: 'Test: validates a nested body',
  auth: 'user',
  params: z.object({ id: idParamSchema }),
  body: z.object({
    patientDetails: z.object({ first_name: z.string().min(2), last_name: z.string() }),
    patientPhones: z.array(z.object({ phone_number: z.string().regex(/^\d+$/, { error: 'Invalid phone' }) })),
  }),
  response: z.object({ id: z.number(), first_name: z.string() }),
});

const failing = defineEndpoint({
  id: 'test.failing',
  service: 'conference',
  method: 'POST',
  path: '/test-only/failing',
  summary: 'Test: fails in several ways',
  auth: 'none',
  body: z.object({ mode: z.enum(['crash', 'bad-response', 'conflict']) }),
  response: z.object({ ok: z.boolean() }),
});

function collectLogs(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  return {
    stream: new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    text: () => chunks.join(''),
  };
}

function createApp(logStream?: Writable) {
  return createTestApp({
    env: logStream ? { LOG_LEVEL: 'info' } : {},
    build: {
      ...(logStream ? { logger: true, logStream } : {}),
      registerRoutes(app) {
        registerEndpoint(app, updatePatient, ({ params, body }) => ({
          id: params.id,
          first_name: body.patientDetails.first_name,
        }));
        registerEndpoint(app, failing, ({ body }) => {
          if (body.mode === 'crash') throw new Error('database password is hunter2');
          if (body.mode === 'conflict') throw new HttpError(409, 'PATIENT_ALREADY_EXISTS', 'Patient already exist');
          return { ok: 'yes' } as unknown as { ok: boolean };
        });
      },
    },
  });
}

const validBody = { patientDetails: { first_name: 'Ada', last_name: 'Lovelace' }, patientPhones: [] };

describe('request validation', () => {
  it('passes parsed params and body to the handler', async () => {
    const testApp = await createApp();
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({ method: 'PUT', url: '/api/test-only/patient/42', payload: validBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 42, first_name: 'Ada' });
  });

  it('answers 400 naming every invalid field by its dotted path', async () => {
    const testApp = await createApp();
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({
      method: 'PUT',
      url: '/api/test-only/patient/42',
      payload: { patientDetails: { last_name: 'L' }, patientPhones: [{ phone_number: '12a' }] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Validation failed', code: 'VALIDATION_ERROR' });
    expect(body.fields).toEqual([
      { path: 'patientDetails.first_name', message: expect.any(String) },
      { path: 'patientPhones.0.phone_number', message: 'Invalid phone' },
    ]);
  });

  it('answers 400 for invalid path parameters and a missing body', async () => {
    const testApp = await createApp();
    const admin = await testApp.signIn('admin@demo.test');
    const badId = await admin.inject({ method: 'PUT', url: '/api/test-only/patient/abc', payload: validBody });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toEqual([{ path: 'id', message: expect.any(String) }]);
    const noBody = await admin.inject({ method: 'PUT', url: '/api/test-only/patient/1' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields[0].path).toBe('body');
  });

  it('answers 4xx, never 500, for malformed JSON, a wrong content type and a too large body', async () => {
    const testApp = await createApp();
    const admin = await testApp.signIn('admin@demo.test');
    const put = (payload: string, contentType: string) =>
      admin.inject({
        method: 'PUT',
        url: '/api/test-only/patient/1',
        payload,
        headers: { 'content-type': contentType },
      });
    const malformed = await put('{"patientDetails": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
    const wrongType = await put('first_name=Ada', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await put(JSON.stringify({ ...validBody, padding: 'x'.repeat(1_100_000) }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('BODY_TOO_LARGE');
    const prototypePoisoning = await put('{"__proto__": {"admin": true}}', 'application/json');
    expect(prototypePoisoning.statusCode).toBe(400);
  });

  it('checks the caller before reading the body: an anonymous bad request is a 401', async () => {
    const testApp = await createApp();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/test-only/patient/1',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('errors', () => {
  it('pass an HttpError through with its status and code', async () => {
    const testApp = await createApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/conference/test-only/failing',
      payload: { mode: 'conflict' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Patient already exist', code: 'PATIENT_ALREADY_EXISTS' });
  });

  it('hide unexpected failures behind a generic 500 and log them without secrets', async () => {
    const logs = collectLogs();
    const testApp = await createApp(logs.stream);
    const admin = await testApp.signIn('admin@demo.test');
    for (const mode of ['crash', 'bad-response']) {
      const response = await admin.inject({
        method: 'POST',
        url: '/conference/test-only/failing?code=123456',
        payload: { mode },
        headers: { cookie: '_session=very-secret-cookie' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
      expect(response.body).not.toContain('hunter2');
    }
    const text = logs.text();
    expect(text).toContain('database password is hunter2');
    expect(text).toContain('response does not match its schema');
    expect(text).not.toContain(admin.accessToken);
    expect(text).not.toContain('very-secret-cookie');
    expect(text).not.toContain('123456');
  });

  it('answer unknown paths with a JSON 404', async () => {
    const testApp = await createApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
