import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from './harness.ts';
import { createLogCapture } from './logCapture.ts';
import { buildPatientInput } from './patientRequests.ts';

/** A client whose every value is unmistakable in a log. */
const CLIENT = {
  first_name: 'Zebulon',
  last_name: 'Quartermaine',
  birth_date: '1931-02-03',
  external_id: 'EXT-SECRET-7731',
  email: 'zebulon.quartermaine@example.test',
  city: 'Providencetown',
};
const CLIENT_VALUES = [...Object.values(CLIENT), '972-501234567', '501234567'];

describe('a failed database write is logged without the values it carried', () => {
  it('keeps the SQL text and the PostgreSQL code, and no value of the client, in the whole log', async () => {
    const logs = createLogCapture();
    const testApp = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      build: { logger: true, logStream: logs.stream },
    });
    const { db } = testApp.services;
    // The write fails inside PostgreSQL (a trigger refuses it, with a constraint name the error carries), as a
    // constraint, a full disk or a lost connection would: the route has no reason to expect it.
    await db.execute(
      sql.raw(`create or replace function refuse_patient_write() returns trigger language plpgsql as $$
        begin
          raise exception using errcode = '23514', message = 'refused ' || new.first_name,
            detail = 'Failing row contains (' || new.first_name || ', ' || new.external_id || ').',
            constraint = 'patients_test_refusal';
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_patient_write before insert on patients for each row execute function refuse_patient_write()',
      ),
    );
    onTestFinished(async () => {
      await db.execute(sql.raw('drop trigger if exists refuse_patient_write on patients'));
      await db.execute(sql.raw('drop function if exists refuse_patient_write()'));
    });
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');

    const response = await operator.inject({
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: buildPatientInput(CLIENT),
    });

    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    const text = logs.text();
    for (const value of CLIENT_VALUES) expect(text, `the log holds ${value}`).not.toContain(value);
    const failure = logs.lines().find((line) => line.level === 50);
    expect(failure, text.slice(0, 2000)).toBeDefined();
    const logged = JSON.stringify(failure?.err);
    // What helps find the fault stays: the statement (its values are placeholders) and the error's code and name.
    expect(logged).toContain('Failed query: insert into \\"patients\\"');
    expect(logged).toContain('"code":"23514"');
    expect(logged).toContain('"constraint":"patients_test_refusal"');
    expect(logged).toContain('"message":"PostgreSQL ERROR 23514"');
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('Failing row');
  }, 120_000);
});
