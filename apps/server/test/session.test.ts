import { settingsSchema, userSessionSchema } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationSettings } from '../src/db/schema/index.ts';
import { SETTINGS_CACHE_TTL_MS } from '../src/settings/createSettingsCache.ts';
import { signExpiredToken, signTokenOfOtherIssuer } from './forgedTokens.ts';
import { createTestApp } from './harness.ts';
import { createLogCapture } from './logCapture.ts';
import { createTestClock } from './testClock.ts';

describe('session calls: happy path', () => {
  it('GET /api/user/auth/ answers the user, their organizations and the selected one', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({ method: 'GET', url: '/api/user/auth/' });
    expect(response.statusCode).toBe(200);
    const session = userSessionSchema.parse(response.json());
    expect(session).toMatchObject({
      email: 'admin@demo.test',
      first_name: 'Alex',
      last_name: 'Admin',
      role: 151,
      is_lift_operator: false,
      language: 'en',
      primary_details: { email: 'admin@demo.test', country_code: '1', phone_number: '2025550102' },
      selected_org: { id: demoCare, name: 'Demo Care', parent_id: null },
      organization_ids: [demoCare, north],
      userGroupsData: [],
    });
    expect(session.organizations.map((organization) => organization.name)).toEqual(['Demo Care', 'Demo Care North']);

    const inNorth = await admin.inject({ method: 'GET', url: '/api/user/auth/', organizationId: north });
    expect(inNorth.json().selected_org).toEqual({ id: north, name: 'Demo Care North', parent_id: demoCare });

    const agent = await testApp.signIn('agent@demo.test');
    const agentSession = (await agent.inject({ method: 'GET', url: '/api/user/auth/' })).json();
    expect(agentSession).toMatchObject({ is_lift_operator: true, organization_ids: [demoCare] });
  });

  it('GET /api/user/auth/ lists exactly the organizations the authorization plugin lets the user act in', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const listed = async (email: string) => {
      const session = userSessionSchema.parse(
        (await (await testApp.signIn(email)).inject({ method: 'GET', url: '/api/user/auth/' })).json(),
      );
      return { organizations: session.organizations, ids: session.organization_ids };
    };
    const demoCareRow = { id: demoCare, name: 'Demo Care', parent_id: null };
    const northRow = { id: north, name: 'Demo Care North', parent_id: demoCare };

    // An admin of the parent reaches its child; an operator only their own; a child's admin never the parent.
    expect(await listed('admin@demo.test')).toEqual({ organizations: [demoCareRow, northRow], ids: [demoCare, north] });
    expect(await listed('super@demo.test')).toEqual({ organizations: [demoCareRow, northRow], ids: [demoCare, north] });
    expect(await listed('operator@demo.test')).toEqual({ organizations: [demoCareRow], ids: [demoCare] });
    expect(await listed('north-admin@demo.test')).toEqual({ organizations: [northRow], ids: [north] });

    // Every listed organization is one the plugin accepts in the header, and an unlisted one is refused.
    const admin = await testApp.signIn('admin@demo.test');
    expect((await admin.inject({ method: 'GET', url: '/api/user/auth/', organizationId: north })).statusCode).toBe(200);
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const refused = await northAdmin.inject({ method: 'GET', url: '/api/user/auth/', organizationId: demoCare });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ORGANIZATION_FORBIDDEN' });
  });

  it('GET /api/user/settings answers the organization settings with defaults and the user time zone', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const operator = await testApp.signIn('operator@demo.test');
    const settings = (await operator.inject({ method: 'GET', url: '/api/user/settings' })).json();
    expect(settingsSchema.parse(settings)).toEqual(settings);
    expect(settings).toMatchObject({ timezone: 'UTC', 'AutomaticCalls.enabled': true, 'userLogOut.timeInMin': 30 });

    await testApp.services.db
      .update(organizationSettings)
      .set({ settings: { timezone: 'America/Chicago', 'userLogOut.enabled': false } })
      .where(eq(organizationSettings.organizationId, north));
    // Written past the routes, so the app's cache (warmed by the planners at start) is told as a settings write does.
    testApp.services.settingsCache.forget(north);
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const northSettings = (await northAdmin.inject({ method: 'GET', url: '/api/user/settings' })).json();
    expect(northSettings).toMatchObject({
      timezone: 'America/Chicago',
      'userLogOut.enabled': false,
      'AutomaticCalls.enabled': false,
      enabledDetailsTabs: ['Details', 'Tags'],
    });

    const stored = await operator.inject({
      method: 'POST',
      url: '/api/user/updateUserTimeZone',
      payload: { timeOffSet: -120, timezone: 'Asia/Jerusalem' },
    });
    expect(stored.json()).toEqual({ timeOffSet: -120, timezone: 'Asia/Jerusalem' });
    expect((await operator.inject({ method: 'GET', url: '/api/user/settings' })).json().timezone).toBe(
      'Asia/Jerusalem',
    );
  });

  it('serves settings from a per-organization cache that expires and can be invalidated', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const read = async () =>
      (await operator.inject({ method: 'GET', url: '/api/user/settings' })).json()['userLogOut.timeInMin'];
    expect(await read()).toBe(30);
    await testApp.services.db
      .update(organizationSettings)
      .set({ settings: { 'userLogOut.timeInMin': 45 } })
      .where(eq(organizationSettings.organizationId, demoCare));
    expect(await read()).toBe(30);
    testApp.services.settingsCache.forget(demoCare);
    expect(await read()).toBe(45);
    await testApp.services.db
      .update(organizationSettings)
      .set({ settings: { 'userLogOut.timeInMin': 60 } })
      .where(eq(organizationSettings.organizationId, demoCare));
    clock.advance(SETTINGS_CACHE_TTL_MS);
    expect(await read()).toBe(60);
  });

  it('POST /api/user/updateUserTimeZone maps a bare offset to a zone when one fits', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const update = async (payload: object) =>
      (await operator.inject({ method: 'POST', url: '/api/user/updateUserTimeZone', payload })).json();
    expect(await update({ timeOffSet: 300 })).toEqual({ timeOffSet: 300, timezone: 'Etc/GMT+5' });
    expect(await update({ timeOffSet: -540 })).toEqual({ timeOffSet: -540, timezone: 'Etc/GMT-9' });
    expect(await update({ timeOffSet: 0 })).toEqual({ timeOffSet: 0, timezone: 'UTC' });
    // India is 5:30 ahead: no fixed-offset zone exists, so the stored zone stays.
    expect(await update({ timeOffSet: -330 })).toEqual({ timeOffSet: -330, timezone: 'UTC' });
  });

  it('POST /api/user/logger logs the portal message with the user, secrets removed and size limited', async () => {
    const logs = createLogCapture();
    const testApp = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      build: { logger: true, logStream: logs.stream },
    });
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const userId = (
      await testApp.services.db.query.users.findFirst({ where: (t, { eq }) => eq(t.email, 'operator@demo.test') })
    )?.id;
    const secretMessage = [
      'verify failed with code 482913 token=abc.def',
      `Bearer ${operator.accessToken} password: hunter2`,
    ].join(' ');
    for (const [level, message] of [
      ['error', secretMessage],
      ['info', 'x'.repeat(9_000)],
      ['debug', 'debugging the editor'],
    ] as const) {
      const response = await operator.inject({ method: 'POST', url: '/api/user/logger', payload: { message, level } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const portal = logs.lines().filter((line) => line.source === 'portal');
    expect(portal.map((line) => [line.level, line.portalLevel, line.userId])).toEqual([
      [40, 'error', userId],
      [30, 'info', userId],
      [20, 'debug', userId],
    ]);
    const text = logs.text();
    for (const secret of ['482913', 'abc.def', operator.accessToken, 'hunter2']) expect(text).not.toContain(secret);
    expect(portal[0]?.msg).toBe(
      'verify failed with code [redacted code] token=[redacted] Bearer [redacted token] password: [redacted]',
    );
    expect(String(portal[1]?.msg)).toMatch(/^x{2000}… \[7000 more characters\]$/);
  });

  it('GET /api/test exists and tells the server time', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/api/test?t=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers.date).toBeTruthy();
  });
});

describe('session calls: bad input', () => {
  it('answers 400 naming the field, never 500', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const cases = [
      ['/api/user/updateUserTimeZone', {}, 'timeOffSet'],
      ['/api/user/updateUserTimeZone', { timeOffSet: '60' }, 'timeOffSet'],
      ['/api/user/updateUserTimeZone', { timeOffSet: 1.5 }, 'timeOffSet'],
      ['/api/user/updateUserTimeZone', { timeOffSet: 5000 }, 'timeOffSet'],
      ['/api/user/updateUserTimeZone', { timeOffSet: 0, timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      ['/api/user/updateUserTimeZone', { timeOffSet: 0, timezone: '' }, 'timezone'],
      ['/api/user/logger', {}, 'message'],
      ['/api/user/logger', { message: 42 }, 'message'],
      ['/api/user/logger', { message: 'x'.repeat(10_001) }, 'message'],
      ['/api/user/logger', { message: 'x', level: 'fatal' }, 'level'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const response = await operator.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(response.json().error).toBeTruthy();
      expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
    }
    const badQuery = await operator.inject({ method: 'GET', url: '/api/test?t=yesterday' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields[0].path).toBe('t');
  });
});

describe('session calls: security', () => {
  const routes = [
    ['GET', '/api/user/auth/'],
    ['GET', '/api/user/settings'],
    ['POST', '/api/user/updateUserTimeZone'],
    ['POST', '/api/user/logger'],
    ['GET', '/api/test'],
  ] as const;
  const payloadOf = (url: string) =>
    url.endsWith('updateUserTimeZone') ? { timeOffSet: 0 } : url.endsWith('logger') ? { message: 'hi' } : undefined;

  it('refuse callers without a token, with another issuer’s token or an expired one', async () => {
    const testApp = await createTestApp();
    const foreign = await signTokenOfOtherIssuer(testApp, 'operator@demo.test');
    const expired = await signExpiredToken(testApp, 'operator@demo.test');
    for (const [method, url] of routes) {
      for (const [authorization, code] of [
        [undefined, 'UNAUTHORIZED'],
        [`Bearer ${foreign}`, 'UNAUTHORIZED'],
        [`Bearer ${expired}`, 'TOKEN_EXPIRED'],
      ] as const) {
        const payload = payloadOf(url);
        const response = await testApp.app.inject({
          method,
          url,
          headers: { 'device-id': 'd1', ...(authorization ? { authorization } : {}) },
          ...(payload ? { payload } : {}),
        });
        expect([url, response.statusCode, response.json().code]).toEqual([url, 401, code]);
      }
    }
  });

  it('refuse an organization the user does not belong to', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    for (const [method, url] of routes.filter(([, url]) => !url.endsWith('logger'))) {
      const payload = payloadOf(url);
      const response = await northAdmin.inject({
        method,
        url,
        organizationId: demoCare,
        ...(payload ? { payload } : {}),
      });
      expect([url, response.statusCode, response.json().code]).toEqual([url, 403, 'ORGANIZATION_FORBIDDEN']);
    }
  });

  it('change only the caller’s own time zone', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    await operator.inject({
      method: 'POST',
      url: '/api/user/updateUserTimeZone',
      payload: { timeOffSet: 0, timezone: 'Asia/Tokyo', user_id: 1 },
    });
    const zones = await testApp.services.db.query.users.findMany({ columns: { email: true, timeZone: true } });
    expect(zones.filter((user) => user.timeZone !== null)).toEqual([
      { email: 'operator@demo.test', timeZone: 'Asia/Tokyo' },
    ]);
  });
});
