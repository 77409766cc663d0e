import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';
import { createTestClock } from './testClock.ts';

/** Start times across the day and the week, the first minutes of a day and a night the clocks change included. */
const STARTS = ['2026-11-26T00:05:00Z', '2026-11-29T13:47:00Z', '2026-03-08T07:10:00Z', '2026-11-28T23:55:00Z'];

describe('the demo scheduler day', () => {
  it.each(STARTS)('gives the demo agents clients due at once when the demo starts at %s', async (start) => {
    const clock = createTestClock(new Date(start));
    const testApp = await createTestApp({ build: { now: clock.now, demoSchedulerDay: true } });
    const care = await testApp.organizationId('Demo Care');
    for (const email of ['agent@demo.test', 'super@demo.test']) {
      const session = await testApp.signIn(email);
      const next = await session.inject({
        method: 'GET',
        url: '/api/user/scheduler/scheduling/getNextCallee',
        organizationId: care,
      });
      expect(next.json(), `${email} at ${start}`).toEqual({
        nextCall: { next_call_timedate_utc: clock.now().toISOString(), shouldInvokeCall: true },
      });
      const outlook = await session.inject({
        method: 'GET',
        url: '/api/user/scheduler/scheduling/todaysScheduleUserOutlook',
        organizationId: care,
      });
      expect(outlook.json()).toMatchObject({ type: 'inShift' });
      expect(outlook.json().userPatients).toBeGreaterThanOrEqual(4);
    }
    // The demo's scheduler settings give the client reserved a questionnaire the call can run.
    const agent = await testApp.signIn('agent@demo.test');
    const reserved = await agent.inject({
      method: 'PUT',
      url: '/api/user/scheduler/scheduling/reserveCallee',
      organizationId: care,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().scheduledCall).toMatchObject({ questionnaire_id: expect.any(Number) });
  });
});
