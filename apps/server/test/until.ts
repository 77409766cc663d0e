/**
 * Waits, polling every 10 ms, until `check` holds; for tests whose outcome arrives over sockets or timers with no
 * event to await. Fails after `timeoutMs` (default 15 s) naming `what` was awaited, so a hang reads as a failure.
 * A condition that holds ends the wait at once, so the limit only bounds how long a failure takes to show; it is
 * generous because a machine busy with other work takes several times as long to get there.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 15_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
