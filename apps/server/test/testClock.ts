/** A clock tests move by hand, passed to the app as `now`, so expiry and lockouts are crossed without sleeping. */
export interface TestClock {
  now(): Date;
  advance(milliseconds: number): void;
}

/** A clock that starts at the real time (tokens it signs stay valid for other clocks) and moves only when told. */
export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

/** Minutes in milliseconds, for readable `advance` calls. */
export const MINUTES = 60_000;
