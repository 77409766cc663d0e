/** The admins' daily view of the organization's bot calls. */
export const BOT_CALLS_DAY_PATH = '/admin/bot-calls';
