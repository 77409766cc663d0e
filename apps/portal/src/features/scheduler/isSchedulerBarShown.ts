import { isLiftOperatorOrAdmin, type UserSession } from '@carecall/api-client';

/**
 * Whether the scheduler bar shows: to lift operators (role 201 or more, or the lift-operator flag) only, never while a
 * call is ringing or connected, and not on a call screen opened from the scheduler until its call has ended (then it
 * offers the next client).
 */
export function isSchedulerBarShown(input: {
  user: Pick<UserSession, 'role' | 'is_lift_operator'> | null;
  liveCallActive: boolean;
  search: string;
  offerNext: boolean;
}): boolean {
  if (!input.user || !isLiftOperatorOrAdmin(input.user)) return false;
  if (input.liveCallActive) return false;
  const fromScheduler = new URLSearchParams(input.search).get('source') === 'scheduler';
  return !fromScheduler || input.offerNext;
}
