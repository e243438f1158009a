/**
 * The countries a creator picks from, in the sign-up wizard and in Settings: one list, so a value
 * chosen at sign-up is always one Settings can show. Stored as the label itself
 * (creator_profiles.locales.country), which firestore.rules bounds to 80 characters. The
 * languages are i18n/locales.ts' languageChoices, stored as their codes.
 */
export const countries = [
  'United States',
  'Canada',
  'United Kingdom',
  'Ireland',
  'Australia',
  'India',
  'Philippines',
  'Nigeria',
  'Kenya',
  'South Africa',
  'Brazil',
  'Mexico',
  'Spain',
  'France',
  'Germany',
  'Other',
] as const;
