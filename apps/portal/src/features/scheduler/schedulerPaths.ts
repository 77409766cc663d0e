/** The admins' view of today's scheduler queue. */
export const SCHEDULER_QUEUE_PATH = '/scheduler/queue';

/** The admins' screen of the agents' weekly shifts. */
export const SCHEDULER_SHIFTS_PATH = '/scheduler/shifts';
