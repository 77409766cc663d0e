import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/identity/passwordHash.ts';
import { signExpiredToken, signTokenOfOtherIssuer } from './forgedTokens.ts';
import { createTestApp } from './harness.ts';
import { getSessionUser } from './secondFactorRequests.ts';

const NEW_USER = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@demo.test',
  language: 'ja',
  country_code: '1',
  phone_number: '202-555-0142',
  is_emergency_contact: true,
  is_callcentre_agent: true,
};

describe('admin calls: happy path', () => {
  it('GET /api/admin/organization/{id} answers an organization the caller may act in', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const operator = await testApp.signIn('operator@demo.test');
    const own = await operator.inject({ method: 'GET', url: `/api/admin/organization/${demoCare}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      organizationId: demoCare,
      organization: { id: demoCare, name: 'Demo Care', parent_id: null },
    });
    const admin = await testApp.signIn('admin@demo.test');
    const child = await admin.inject({ method: 'GET', url: `/api/admin/organization/${north}`, organizationId: north });
    expect(child.json().organization).toEqual({ id: north, name: 'Demo Care North', parent_id: demoCare });
  });

  it('GET /api/admin/users lists the members of the selected organization', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const admin = await testApp.signIn('admin@demo.test');
    const users = (await admin.inject({ method: 'GET', url: '/api/admin/users' })).json().users;
    expect(users.map((user: { email: string }) => user.email)).toEqual([
      'super@demo.test',
      'admin@demo.test',
      'operator@demo.test',
      'agent@demo.test',
      'new@demo.test',
    ]);
    expect(users[3]).toMatchObject({ first_name: 'Aiden', role: 101, is_callcentre_agent: true, language: 'en' });
    const northUsers = (await admin.inject({ method: 'GET', url: '/api/admin/users', organizationId: north })).json();
    expect(northUsers.users.map((user: { email: string }) => user.email)).toEqual([
      'super@demo.test',
      'north-admin@demo.test',
    ]);
  });

  it('POST /api/admin/userWithEmail creates an operator with the demo password and the entered phone', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({ method: 'POST', url: '/api/admin/userWithEmail', payload: NEW_USER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        user_id: expect.any(Number),
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@demo.test',
        role: 101,
        language: 'ja',
        is_callcentre_agent: true,
        is_emergency_contact: true,
        version: 1,
      },
      invitationSent: true,
    });
    const listed = (await admin.inject({ method: 'GET', url: '/api/admin/users' })).json().users;
    expect(listed.at(-1)).toMatchObject({ email: 'grace@demo.test', is_emergency_contact: true });

    const stored = await testApp.services.db.query.users.findFirst({
      where: (table, { eq }) => eq(table.email, 'grace@demo.test'),
    });
    expect(stored).toMatchObject({
      phoneCountryCode: '1',
      phoneNumber: '2025550142',
      isLiftOperator: true,
      defaultOrganizationId: demoCare,
      language: 'ja',
      subject: null,
    });
    expect(await verifyPassword('demo-password', stored?.passwordHash ?? '')).toBe(true);

    const [invitation] = (await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(invitation).toMatchObject({
      channel: 'email',
      recipient: 'grace@demo.test',
      subject: 'CareCall へようこそ',
    });
    expect(invitation.body).toContain('http://localhost:3000/login');
    expect(invitation.body).toContain('demo-password');

    // Their first sign-in asks for a code to the phone the admin entered.
    const grace = await testApp.signIn('grace@demo.test', { trustDevice: false });
    expect((await getSessionUser(grace)).json()).toMatchObject({
      code: 'MFA_CODE_IS_REQUIRED',
      phoneNumber: '+1-********42',
    });
    const [audit] = (await admin.inject({ method: 'GET', url: '/api/admin/audit?action=user_created' })).json().entries;
    expect(audit).toMatchObject({ user_email: 'admin@demo.test', organization_id: demoCare });
    expect(audit.detail).toMatchObject({ createdUserId: stored?.id });
  });

  it('creates the user in a child organization an admin names', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/userWithEmail',
      payload: { ...NEW_USER, organization_id: north, phone_number: '+1-2025550142' },
    });
    expect(response.statusCode).toBe(200);
    const northUsers = (await admin.inject({ method: 'GET', url: '/api/admin/users', organizationId: north })).json();
    expect(northUsers.users.map((user: { email: string }) => user.email)).toContain('grace@demo.test');
  });

  it('GET /api/admin/audit pages through the organization’s entries, newest first, with filters', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    for (const email of ['a1@demo.test', 'a2@demo.test', 'a3@demo.test']) {
      await admin.inject({ method: 'POST', url: '/api/admin/userWithEmail', payload: { ...NEW_USER, email } });
    }
    const firstPage = (await admin.inject({ method: 'GET', url: '/api/admin/audit?pageSize=2' })).json();
    expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(firstPage.entries).toHaveLength(2);
    const secondPage = (await admin.inject({ method: 'GET', url: '/api/admin/audit?pageSize=2&page=2' })).json();
    expect(secondPage.entries).toHaveLength(1);
    const ids = [...firstPage.entries, ...secondPage.entries].map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(firstPage.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      user_id: expect.any(Number),
      user_email: 'admin@demo.test',
      action: 'user_created',
      organization_id: expect.any(Number),
      client_id: null,
      detail: expect.objectContaining({ role: 101 }),
    });
    const none = (await admin.inject({ method: 'GET', url: '/api/admin/audit?action=client_read' })).json();
    expect(none).toMatchObject({ entries: [], total: 0 });
  });
});

describe('admin calls: bad input', () => {
  it('answers field-level 400s with the form’s messages, and 409 for an existing e-mail', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const create = (payload: object) => admin.inject({ method: 'POST', url: '/api/admin/userWithEmail', payload });
    const cases: [object, string, string][] = [
      [{ ...NEW_USER, first_name: '' }, 'first_name', 'Field is required'],
      [{ ...NEW_USER, first_name: 'G' }, 'first_name', 'Minimum 2 letters required'],
      [{ ...NEW_USER, last_name: 'x'.repeat(81) }, 'last_name', 'Maximum 80 symbols allowed'],
      [{ ...NEW_USER, email: 'grace' }, 'email', 'Invalid e-mail'],
      [{ ...NEW_USER, country_code: '' }, 'country_code', 'Country code is required'],
      [{ ...NEW_USER, country_code: '01' }, 'country_code', 'Field may contain only numbers'],
      [{ ...NEW_USER, phone_number: 'call me' }, 'phone_number', 'Invalid phone'],
      [{ ...NEW_USER, phone_number: '12' }, 'phone_number', 'Invalid phone'],
      [
        { ...NEW_USER, phone_number: '+44-2071234567' },
        'phone_number',
        'The number’s country code differs from country_code',
      ],
      [{ ...NEW_USER, language: 'fr' }, 'language', 'Field is required'],
      [{ ...NEW_USER, is_callcentre_agent: 'yes' }, 'is_callcentre_agent', expect.any(String)],
    ] as never;
    for (const [payload, path, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().fields, path).toContainEqual({ path, message });
    }
    const duplicate = await create({ ...NEW_USER, email: 'OPERATOR@demo.test' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'USER_ALREADY_EXISTS', fields: [{ path: 'email' }] });
  });

  it('answers 400 for a malformed organization id or page', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    for (const url of [
      '/api/admin/organization/abc',
      '/api/admin/organization/-1',
      '/api/admin/audit?page=0',
      '/api/admin/audit?pageSize=500',
      '/api/admin/audit?page=x',
      '/api/admin/audit?clientId=1.5',
    ]) {
      const response = await admin.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('VALIDATION_ERROR');
    }
  });
});

describe('admin calls: security', () => {
  it('keep users, user creation and the audit log to admins', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('agent@demo.test');
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/userWithEmail'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const response = await operator.inject({ method, url, ...(method === 'POST' ? { payload: NEW_USER } : {}) });
      expect([url, response.statusCode, response.json().code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect(await testApp.services.db.query.users.findMany()).toHaveLength(6);
  });

  it('refuse another organization’s id, in the path, the header or the body', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const operator = await testApp.signIn('operator@demo.test');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const forbidden = { statusCode: 403, code: 'ORGANIZATION_FORBIDDEN' };
    const outcome = async (response: Promise<{ statusCode: number; json(): { code: string } }>) => {
      const answer = await response;
      return { statusCode: answer.statusCode, code: answer.json().code };
    };
    expect(await outcome(operator.inject({ method: 'GET', url: `/api/admin/organization/${north}` }))).toEqual(
      forbidden,
    );
    expect(await outcome(northAdmin.inject({ method: 'GET', url: `/api/admin/organization/${demoCare}` }))).toEqual(
      forbidden,
    );
    expect(await outcome(operator.inject({ method: 'GET', url: '/api/admin/organization/99999' }))).toEqual(forbidden);
    expect(
      await outcome(northAdmin.inject({ method: 'GET', url: '/api/admin/users', organizationId: demoCare })),
    ).toEqual(forbidden);
    expect(
      await outcome(northAdmin.inject({ method: 'GET', url: '/api/admin/audit', organizationId: demoCare })),
    ).toEqual(forbidden);
    expect(
      await outcome(
        northAdmin.inject({
          method: 'POST',
          url: '/api/admin/userWithEmail',
          payload: { ...NEW_USER, organization_id: demoCare },
        }),
      ),
    ).toEqual(forbidden);
  });

  it('show each organization only its own audit entries', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    await admin.inject({ method: 'POST', url: '/api/admin/userWithEmail', payload: NEW_USER });
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const seen = (await northAdmin.inject({ method: 'GET', url: '/api/admin/audit' })).json();
    expect(seen).toMatchObject({ entries: [], total: 0 });
  });

  it('refuse callers without a token, with another issuer’s token or an expired one', async () => {
    const testApp = await createTestApp();
    const foreign = await signTokenOfOtherIssuer(testApp, 'admin@demo.test');
    const expired = await signExpiredToken(testApp, 'admin@demo.test');
    for (const [method, url] of [
      ['GET', '/api/admin/organization/1'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/userWithEmail'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      for (const [authorization, code] of [
        [undefined, 'UNAUTHORIZED'],
        [`Bearer ${foreign}`, 'UNAUTHORIZED'],
        [`Bearer ${expired}`, 'TOKEN_EXPIRED'],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { 'device-id': 'd1', ...(authorization ? { authorization } : {}) },
          ...(method === 'POST' ? { payload: NEW_USER } : {}),
        });
        expect([url, response.statusCode, response.json().code]).toEqual([url, 401, code]);
      }
    }
  });
});
