/** Polling that runs by itself during a call: the scheduler's next callee, and the current call's record. */
const CALL_POLLING_PATHS = [/\/user\/scheduler\/scheduling\/getNextCallee$/, /\/user\/patient\/\d+\/call\/\d+$/];

/**
 * Whether a request leaves the inactivity check out: the next-callee and current-call requests while a
 * call is active, since they poll on their own and say nothing about whether the user is there.
 */
export function isExemptFromInactivityCheck(url: string, callActive: boolean): boolean {
  if (!callActive) return false;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return false;
  }
  return CALL_POLLING_PATHS.some((pattern) => pattern.test(pathname.replace(/\/+$/, '')));
}
