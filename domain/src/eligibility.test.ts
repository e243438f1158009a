import { describe, expect, it } from 'vitest';
import { asksForLocales, eligibilitySchema, listedFor } from './eligibility';
import {
  eligibilityShortfalls,
  isInCountries,
  languageName,
  speaksOneOf,
  type CreatorStanding,
} from './eligibility-checks';
import { eligibilityMessages } from './eligibility-messages';

describe('listedFor', () => {
  it("should list every task but one whose guard is 'discover'", () => {
    expect(listedFor(null)).toBe(true);
    expect(listedFor(undefined)).toBe(true);
    expect(listedFor({ guard: 'accept' })).toBe(true);
    expect(listedFor({ guard: 'discover' })).toBe(false);
  });
});

describe('countries and languages of an eligibility', () => {
  const standing = (locales: CreatorStanding['locales']): CreatorStanding => ({
    grants: new Map(),
    names: new Map(),
    record: { approved: 0, reviewed: 0 },
    nowMillis: 0,
    locales,
  });
  const open = eligibilitySchema.parse({});

  it('should read a task stored before the lists as open to anyone', () => {
    const stored = {
      qualifications: [],
      min_approval_rate: null,
      min_reviewed: 0,
      guard: 'accept',
    };
    expect(eligibilitySchema.parse(stored)).toEqual({ ...stored, countries: [], languages: [] });
    expect(asksForLocales(stored as never)).toBe(false);
    expect(eligibilityShortfalls(stored as never, standing(null))).toEqual([]);
    expect(eligibilityShortfalls(open, standing(undefined))).toEqual([]);
  });

  it('should bound the lists and take only language codes', () => {
    const many = Array.from({ length: 51 }, (_, i) => `Country ${i}`);
    expect(eligibilitySchema.safeParse({ countries: many }).success).toBe(false);
    expect(eligibilitySchema.safeParse({ countries: many.slice(0, 50) }).success).toBe(true);
    expect(eligibilitySchema.safeParse({ countries: [' '] }).success).toBe(false);
    expect(eligibilitySchema.safeParse({ countries: ['x'.repeat(81)] }).success).toBe(false);
    expect(eligibilitySchema.safeParse({ languages: ['es', 'es-MX', 'pt-BR'] }).success).toBe(true);
    expect(eligibilitySchema.safeParse({ languages: ['Spanish!'] }).success).toBe(false);
    expect(eligibilitySchema.parse({ countries: [' Spain '] }).countries).toEqual(['Spain']);
  });

  it('should say which countries a creator elsewhere, or of no country, needs', () => {
    const eligibility = { ...open, countries: ['Mexico', 'Spain'] };
    expect(asksForLocales(eligibility)).toBe(true);
    const refused = ['Open to creators in Mexico or Spain'];
    expect(
      eligibilityShortfalls(eligibility, standing({ country: 'France', language: 'es' })),
    ).toEqual(refused);
    expect(eligibilityShortfalls(eligibility, standing({ country: '', language: 'es' }))).toEqual(
      refused,
    );
    expect(eligibilityShortfalls(eligibility, standing(null))).toEqual(refused);
    expect(
      eligibilityShortfalls(eligibility, standing({ country: 'Spain', language: '' })),
    ).toEqual([]);
    expect(eligibilityMessages.countryNeeded(['Mexico', 'Spain', 'France'])).toBe(
      'Open to creators in Mexico, Spain or France',
    );
  });

  it('should match a country whatever its case and spaces, and nothing else', () => {
    expect(isInCountries([], '')).toBe(true);
    expect(isInCountries(['mexico '], 'Mexico')).toBe(true);
    expect(isInCountries(['Mexico'], ' MEXICO')).toBe(true);
    expect(isInCountries(['Mexico'], 'New Mexico')).toBe(false);
    expect(isInCountries(['Mexico'], undefined)).toBe(false);
  });

  it('should say which languages a creator who speaks another, or none, needs, by their names', () => {
    const eligibility = { ...open, languages: ['es', 'es-MX', 'hi'] };
    const refused = ['Open to creators who speak Spanish or Hindi'];
    expect(
      eligibilityShortfalls(eligibility, standing({ country: 'Mexico', language: 'en' })),
    ).toEqual(refused);
    expect(
      eligibilityShortfalls(eligibility, standing({ country: 'Mexico', language: '' })),
    ).toEqual(refused);
    expect(
      eligibilityShortfalls(eligibility, standing({ country: 'Mexico', language: 'es' })),
    ).toEqual([]);
  });

  it('should match a language by its main language, and a label stored before the codes', () => {
    expect(speaksOneOf([], '')).toBe(true);
    expect(speaksOneOf(['es-MX'], 'es')).toBe(true);
    expect(speaksOneOf(['pt'], 'pt-BR')).toBe(true);
    expect(speaksOneOf(['es'], 'Spanish')).toBe(true);
    expect(speaksOneOf(['es'], 'en')).toBe(false);
    expect(speaksOneOf(['es'], null)).toBe(false);
    expect(languageName('es-MX')).toBe('Spanish');
    expect(languageName('pt')).toBe('Portuguese');
    expect(languageName('ja')).toBe('ja');
  });

  it('should name every unmet requirement: the rate, then the country, then the language', () => {
    const eligibility = {
      ...open,
      min_approval_rate: 90,
      countries: ['Kenya'],
      languages: ['sw'],
    };
    const unmet = eligibilityShortfalls(eligibility, {
      ...standing({ country: 'Nigeria', language: 'en' }),
      record: { approved: 1, reviewed: 4 },
    });
    expect(unmet).toEqual([
      'Needs an approval rate of at least 90% (yours: 25% of 4 reviewed)',
      'Open to creators in Kenya',
      'Open to creators who speak Swahili',
    ]);
    expect(eligibilityMessages.notEligible(...unmet.slice(1))).toBe(
      'You cannot accept this task yet. Open to creators in Kenya. Open to creators who speak Swahili.',
    );
  });
});
