import type { countries } from '../locales';

/** Each country a creator picks (stored as its English name) by its ISO 3166 region code. */
export const countryRegions: Record<(typeof countries)[number], string | null> = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Ireland: 'IE',
  Australia: 'AU',
  India: 'IN',
  Philippines: 'PH',
  Nigeria: 'NG',
  Kenya: 'KE',
  'South Africa': 'ZA',
  Brazil: 'BR',
  Mexico: 'MX',
  Spain: 'ES',
  France: 'FR',
  Germany: 'DE',
  Other: null,
};

/**
 * A stored country's name as `locale` writes it (Intl.DisplayNames, made on first use, after
 * start-up): "Alemania", "Allemagne". `other` names Other; a name not in the list is shown as
 * stored.
 */
export function countryNamesIn(locale: string, other: string): (country: string) => string {
  let names: Intl.DisplayNames | undefined;
  return (country) => {
    if (country === 'Other') return other;
    const region = (countryRegions as Record<string, string | null | undefined>)[country];
    if (!region) return country;
    names ??= new Intl.DisplayNames(locale, { type: 'region' });
    return names.of(region) ?? country;
  };
}
