import { type Settings, type SettingsInput, settingsSchema } from '@carecall/api-client';

/**
 * Applies the contract's defaults to an organization's stored overrides. Rows keep only what an admin changed, so
 * a new setting added to the contract reaches every organization with its default.
 */
export function resolveOrganizationSettings(overrides: SettingsInput | null | undefined): Settings {
  return settingsSchema.parse(overrides ?? {});
}
