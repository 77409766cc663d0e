/**
 * Runs at most `concurrency` tasks at a time; the others wait in order. Used so speech synthesis and demo seeding
 * never start more subprocesses than the machine has cores for.
 */
export function createConcurrencyLimit(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
