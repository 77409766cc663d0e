/** The job that places a bot call: payload `{ callId }` for a requested call, `{ scheduledCallId }` for a due one. */
export const BOT_CALL_JOB = 'bot_call';
