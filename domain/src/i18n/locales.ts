/**
 * The languages Groundtruth speaks (its locales), the languages a creator can pick, and how a
 * browser's languages or a stored choice become a locale. No React and no Intl: the shell reads
 * this while it starts.
 */

/** The locales the screens and e-mails are written in; English is the spec's words, verbatim. */
export const locales = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * The languages a creator picks from (sign-up, Settings, an announcement's audience), stored as
 * the code in creator_profiles.locales.language. `label` is the English word the screens showed
 * (and stored) before the codes; a language without a locale of its own reads in English.
 */
export const languageChoices = [
  { code: 'en', label: 'English', locale: 'en' },
  { code: 'es', label: 'Spanish', locale: 'es' },
  { code: 'pt-BR', label: 'Portuguese', locale: 'pt-BR' },
  { code: 'fr', label: 'French', locale: 'fr' },
  { code: 'de', label: 'German', locale: 'de' },
  { code: 'hi', label: 'Hindi', locale: null },
  { code: 'tl', label: 'Tagalog', locale: null },
  { code: 'sw', label: 'Swahili', locale: null },
  { code: 'other', label: 'Other', locale: null },
] as const satisfies readonly { code: string; label: string; locale: Locale | null }[];
export type LanguageCode = (typeof languageChoices)[number]['code'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The code of a stored language: a code as it is, a label stored before the codes ('Spanish')
 * as its code, anything else (and '') unchanged, so a value nobody lists stays visible.
 */
export function languageCodeOf(stored: string): string {
  const found = languageChoices.find(
    (choice) => choice.code === stored || choice.label.toLowerCase() === stored.toLowerCase(),
  );
  return found ? found.code : stored;
}

/**
 * Every value a stored language of `code` may hold: the code and, for documents written before
 * the codes, its label (an announcement's audience matches both).
 */
export function storedLanguageValues(code: string): string[] {
  const found = languageChoices.find((choice) => choice.code === languageCodeOf(code));
  return found ? [found.code, found.label] : [code];
}

/** The locale a stored language reads in: its own, or English (Hindi, Tagalog, Swahili, Other). */
export function localeOfLanguage(stored: string | null | undefined): Locale {
  const code = languageCodeOf(stored ?? '');
  const found = languageChoices.find((choice) => choice.code === code);
  return found?.locale ?? (isLocale(code) ? code : defaultLocale);
}

/**
 * The best locale for a browser's languages, in its order of preference (navigator.languages,
 * or an Accept-Language header's tags): an exact locale first ('pt-BR'), then one of the same
 * language ('es-MX' → 'es', 'pt-PT' → 'pt-BR', 'de-AT' → 'de'); English when none matches.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const wanted = tag.trim().toLowerCase();
    if (!wanted || wanted === '*') continue;
    const exact = locales.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split(/[-_]/)[0];
    const same = locales.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return defaultLocale;
}

/** The tags of an Accept-Language header, most preferred first ('pt-BR,pt;q=0.9,en;q=0.8'). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
