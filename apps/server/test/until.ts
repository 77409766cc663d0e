/**
 * Waits, polling every 10 ms, until `check` holds; for tests whose outcome arrives over sockets or timers with no
 * event to await. Fails after `timeoutMs` (default 5 s) naming `what` was awaited, so a hang reads as a failure.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 5000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
