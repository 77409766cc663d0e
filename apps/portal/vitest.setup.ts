import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for their condition; the default second is a race a busy machine loses, while a condition
// that holds ends the wait at once whatever the limit, so the limit only bounds how long a failure takes to show.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library only unmounts between tests by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
