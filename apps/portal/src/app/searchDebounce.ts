/**
 * How long after typing stops a search runs: every search field of the portal (client search, diagnosis search,
 * questionnaire pickers) asks the server only once the user pauses this long.
 */
export const SEARCH_DEBOUNCE_MS = 400;
