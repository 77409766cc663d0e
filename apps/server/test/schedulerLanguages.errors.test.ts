import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';

interface ErrorBody {
  error: string;
  code: string;
  fields?: { path: string; message: string }[];
}

/** Every scheduler route that takes the agent's call languages as `userLanguage`. */
const LANGUAGE_ROUTES = [
  ['GET', '/api/user/scheduler/scheduling/getNextCallee'],
  ['PUT', '/api/user/scheduler/scheduling/reserveCallee'],
  ['GET', '/api/user/scheduler/scheduling/todaysScheduleUserOutlook'],
] as const;

describe('scheduler: a userLanguage the organization’s clients are not called in is a 400 naming the accepted ones', () => {
  it.each([['en'], ['en-us'], ['en-US,fr-FR'], ['ja'], ['en-US,,es-US'], ['es-US;en-US']])(
    '?userLanguage=%s',
    async (value) => {
      const testApp = await createTestApp();
      const demoCare = await testApp.organizationId('Demo Care');
      const agent = await testApp.signIn('agent@demo.test');
      for (const [method, path] of LANGUAGE_ROUTES) {
        const url = `${path}?userLanguage=${encodeURIComponent(value)}`;
        const response = await agent.inject({ method, url, organizationId: demoCare });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        const body = response.json<ErrorBody>();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.fields?.map((problem) => problem.path)).toEqual(['userLanguage']);
        expect(body.fields?.[0]?.message).toContain('en-US, es-US');
      }
    },
  );

  it('still answers the call languages themselves, one or both', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const agent = await testApp.signIn('agent@demo.test');
    for (const value of ['en-US', 'es-US', 'en-US,es-US', '']) {
      for (const [method, path] of LANGUAGE_ROUTES.filter(([verb]) => verb === 'GET')) {
        const url = `${path}?userLanguage=${encodeURIComponent(value)}`;
        const response = await agent.inject({ method, url, organizationId: demoCare });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      }
    }
  });
});
