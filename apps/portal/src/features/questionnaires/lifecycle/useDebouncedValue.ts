import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed, so a search follows the user's typing only once they pause
 * (the autocomplete debounce of part 2 §9 is 400 ms).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
