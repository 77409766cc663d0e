import type { TestSession } from './harness.ts';

/**
 * Saves the organization's scheduler settings as its admin screen does: reads the settings version first and bases
 * the write on it, so a test that is not about versions needs not carry one.
 */
export async function saveSchedulerSettings(session: TestSession, organizationId: number, payload: object) {
  const read = await session.inject({ method: 'GET', url: '/api/admin/organization/scheduler', organizationId });
  const { version } = read.json<{ version: number }>();
  return session.inject({
    method: 'POST',
    url: '/api/admin/organization/scheduler',
    organizationId,
    payload: { version, ...payload },
  });
}
