import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';
import { createLogCapture } from './logCapture.ts';

describe('the request log', () => {
  it('names the route and the query parameters but never logs what was typed into a search', async () => {
    const logs = createLogCapture();
    const testApp = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      build: { logger: true, logStream: logs.stream },
    });
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const [client] = await testApp.services.db
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(
          eq(patients.organizationId, demoCare),
          eq(patients.firstName, 'Margaret'),
          eq(patients.lastName, 'Johnson'),
        ),
      );
    if (!client) throw new Error('the demo has no Margaret Johnson');

    const found = await operator.inject({
      method: 'GET',
      url: `/api/user/patient?format=portal_search&search=${encodeURIComponent('Margaret Johnson')}`,
      organizationId: demoCare,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ patients: { patient_id: number }[] }>().patients.map((row) => row.patient_id)).toContain(
      client.id,
    );
    const diagnoses = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${client.id}/diagnosis/search?query=${encodeURIComponent('Alzheimer')}`,
      organizationId: demoCare,
    });
    expect(diagnoses.statusCode, diagnoses.body).toBe(200);
    const outbox = await testApp.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent('margaret.johnson@client.test')}&limit=5`,
    });
    expect(outbox.statusCode, outbox.body).toBe(200);

    const text = logs.text();
    // Nothing typed into a search appears anywhere in the log, in any spelling...
    for (const value of ['Margaret', 'Johnson', 'Alzheimer', 'margaret.johnson', 'client.test']) {
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    }
    // ...yet the requests were logged, by route and parameter names.
    const urls = logs.lines().flatMap((line) => {
      const url = (line.req as { url?: unknown } | undefined)?.url;
      return typeof url === 'string' ? [url] : [];
    });
    expect(urls).toContain('/api/user/patient?format=portal_search&search=%5Bredacted%5D');
    expect(urls).toContain(`/api/user/patient/${client.id}/diagnosis/search?query=%5Bredacted%5D`);
    expect(urls).toContain('/dev/outbox?recipient=%5Bredacted%5D&limit=5');
  });
});
