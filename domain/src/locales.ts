/**
 * The countries and languages a creator picks from, in the sign-up wizard and in Settings: one
 * list, so a value chosen at sign-up is always one Settings can show. Stored as the label itself
 * (creator_profiles.locales), which firestore.rules bounds to 80 characters.
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

export const languages = [
  'English',
  'Spanish',
  'Portuguese',
  'French',
  'German',
  'Hindi',
  'Tagalog',
  'Swahili',
  'Other',
] as const;
