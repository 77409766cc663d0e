import type { OrganizationRecord } from '../groupOrganizations.ts';

/** A small logo for stories, inline so Storybook needs no network or asset. */
export const STORY_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 16a7 7 0 0 1 12-5l-2 2a4 4 0 1 0 0 6l2 2a7 7 0 0 1-12-5z" fill="#fff"/><text x="40" y="22" font-family="sans-serif" font-size="16" font-weight="600" fill="#1f2937">CareCall</text></svg>',
  );

/** The demo organizations of the shared conventions plus a few more, to show grouping. */
export const STORY_ORGANIZATIONS: OrganizationRecord[] = [
  { id: 1, name: 'Demo Care', parent_id: null },
  { id: 2, name: 'Demo Care North', parent_id: 1 },
  { id: 5, name: 'Demo Care South', parent_id: 1 },
  { id: 8, name: 'Riverside Clinic', parent_id: null },
  { id: 9, name: 'Riverside Home Visits', parent_id: 8 },
  { id: 14, name: 'Tokyo Branch', parent_id: null },
];

export const STORY_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
];
