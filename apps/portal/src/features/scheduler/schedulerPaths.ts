/** The admins' view of today's scheduler queue. */
export const SCHEDULER_QUEUE_PATH = '/scheduler/queue';
