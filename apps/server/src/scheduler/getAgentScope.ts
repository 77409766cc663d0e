import { getScheduleCaller, isLiftOperatorOrAdmin, type ScheduleCaller } from '@carecall/api-client';
import type { AppServices } from '../AppServices.ts';
import { HttpError } from '../http/HttpError.ts';
import type { EndpointContext } from '../http/registerEndpoint.ts';
import type { RequestAuth } from '../identity/RequestAuth.ts';
import { isValidTimeZone } from '../patients/isValidTimeZone.ts';
import { getOrganizationSettings } from '../settings/getOrganizationSettings.ts';
import { getAgentLanguages, readAgent } from './agentShifts.ts';
import type { AgentScope } from './schedulerCallee.ts';
import { ensureDayPlanned } from './schedulerQueue.ts';

/** The organization's time zone (its `timezone` setting; UTC when unset or unknown). */
export async function getOrganizationTimeZone(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
): Promise<string> {
  return (await getSchedulerSettings(services, organizationId)).timeZone;
}

/** The organization's settings the scheduler plans by: its time zone and who calls its client schedules. */
export async function getSchedulerSettings(
  services: Pick<AppServices, 'db' | 'settingsCache'>,
  organizationId: number,
): Promise<{ timeZone: string; caller: ScheduleCaller }> {
  const settings = await getOrganizationSettings(services, organizationId);
  return {
    timeZone: isValidTimeZone(settings.timezone) ? settings.timezone : 'UTC',
    caller: getScheduleCaller(settings),
  };
}

/** The selected organization of a request, or 403 when there is none. */
export function requireOrganizationId(context: EndpointContext): number {
  const auth = context.requireAuth();
  if (auth.organizationId === null) throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'Select an organization first');
  return auth.organizationId;
}

/**
 * The caller when they are a call-centre agent (the lift-operator flag) or a lift operator or admin (role 201 or
 * more), else 403 `SCHEDULER_FORBIDDEN`: every scheduler call of an agent, reads and writes alike, is refused to
 * anyone else before any scheduled call is looked at.
 */
export function requireAgent(context: EndpointContext): RequestAuth {
  const auth = context.requireAuth();
  if (!isLiftOperatorOrAdmin({ role: auth.user.role, is_lift_operator: auth.user.isLiftOperator }))
    throw new HttpError(403, 'SCHEDULER_FORBIDDEN', 'Only call-centre agents use the scheduler');
  return auth;
}

/**
 * The caller as the scheduler serves them: an agent ({@link requireAgent}) of the selected organization, else 403;
 * with the organization's day planned, their languages and their shifts of that day.
 */
export async function getAgentScope(context: EndpointContext, userLanguage: string | undefined): Promise<AgentScope> {
  const auth = requireAgent(context);
  const organizationId = requireOrganizationId(context);
  const { services } = context;
  const now = services.now();
  const { timeZone, caller } = await getSchedulerSettings(services, organizationId);
  const planDay = await ensureDayPlanned(services.db, { organizationId, timeZone, now, caller });
  const { languages: recorded, shifts } = await readAgent(services.db, organizationId, auth.user.id, planDay, timeZone);
  return {
    organizationId,
    userId: auth.user.id,
    planDay,
    now,
    languages: getAgentLanguages(recorded, userLanguage),
    shifts,
  };
}
