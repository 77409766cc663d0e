// The placeholder kind's schema under the module path it had before the kinds got folders of their own.
export type { PlaceholderPayload } from './placeholder/schema.ts';
export { PLACEHOLDER_TEXT, placeholderPayloadSchema } from './placeholder/schema.ts';
