/** The admins' view of today's scheduler queue. */
export const SCHEDULER_QUEUE_PATH = '/scheduler/queue';

/** The admins' screen of the agents' weekly shifts. */
export const SCHEDULER_SHIFTS_PATH = '/scheduler/shifts';

/** The admins' screen of the organization's scheduler settings: its questionnaires and who calls the schedules. */
export const SCHEDULER_SETTINGS_PATH = '/scheduler/settings';
