/**
 * Whether a creator meets a task's eligibility, in the words acceptTask refuses with. Apart from
 * the quiz's decisions (qualification-checks.ts) because Available Tasks explains every locked
 * task with it on its first load.
 */
import { approvalRate, formatRate, meetsApprovalGate, type TrackRecord } from './approval-rate';
import type { Eligibility } from './eligibility';
import { eligibilityMessages } from './eligibility-messages';
import { languageChoices, languageCodeOf } from './i18n/locales';
import type { QualificationGrant } from './qualifications';

/** Whether `grant` counts at `nowMillis`: granted and not past its expiry. */
export function isGrantHeld(
  grant: Pick<QualificationGrant, 'status' | 'expires_at'> | null | undefined,
  nowMillis: number,
): boolean {
  if (!grant || grant.status !== 'granted') return false;
  return grant.expires_at === null || grant.expires_at.toMillis() > nowMillis;
}

/** What a creator has, for checking a task's eligibility. */
export interface CreatorStanding {
  /** The creator's grants by qualification id (absent: never tried). */
  grants: ReadonlyMap<string, QualificationGrant>;
  /** Every qualification's name by id, for the messages. */
  names: ReadonlyMap<string, string>;
  record: TrackRecord;
  nowMillis: number;
  /**
   * The creator's country and language (creator_profiles/{uid}.locales), needed when a task
   * names countries or languages (asksForLocales); absent or null: none known, and a creator
   * with none does not meet a list.
   */
  locales?: CreatorLocales | null;
}

/** Where a creator is and what they speak, as creator_profiles/{uid}.locales stores them. */
export interface CreatorLocales {
  /** A country's English name ('Mexico', locales.ts); '' when not given. */
  country: string;
  /** A language code ('es', i18n/locales.ts) or a label stored before them; '' when not given. */
  language: string;
}

/** An eligibility as a task stored before the country and language lists may hold it. */
export type StoredEligibility = Omit<Eligibility, 'countries' | 'languages'> &
  Partial<Pick<Eligibility, 'countries' | 'languages'>>;

/**
 * Whether `country` is one of `countries` (empty: any country): the same name, whatever its case
 * and surrounding spaces ('mexico ' is Mexico). No country given meets no list.
 */
export function isInCountries(countries: readonly string[], country: string | null | undefined) {
  if (countries.length === 0) return true;
  const wanted = (country ?? '').trim().toLowerCase();
  return wanted !== '' && countries.some((name) => name.trim().toLowerCase() === wanted);
}

/** A language code's main language ('es-MX' → 'es'); a label stored before the codes as its code. */
const mainLanguage = (stored: string) => languageCodeOf(stored.trim()).split('-')[0]!.toLowerCase();

/**
 * Whether `language` is one of `languages` (empty: any language), by main language: a creator
 * picks 'es', which meets 'es' and an order's 'es-MX'; 'pt-BR' meets 'pt'. No language given
 * meets no list.
 */
export function speaksOneOf(languages: readonly string[], language: string | null | undefined) {
  if (languages.length === 0) return true;
  if (!language?.trim()) return false;
  const spoken = mainLanguage(language);
  return languages.some((code) => mainLanguage(code) === spoken);
}

/**
 * A language code's name as the product names its language choices ('es' and 'es-MX' →
 * 'Spanish'); a code the product does not list, as it is.
 */
export function languageName(code: string): string {
  const stored = languageCodeOf(code.trim());
  const found =
    languageChoices.find((choice) => choice.code === stored) ??
    languageChoices.find((choice) => mainLanguage(choice.code) === mainLanguage(stored));
  return found ? found.label : code;
}

/**
 * Each requirement of `eligibility` the creator does not meet, in words ("Needs the
 * qualification Kitchen video basics"); empty when they may accept the task.
 */
export function eligibilityShortfalls(
  eligibility: StoredEligibility | null | undefined,
  standing: CreatorStanding,
): string[] {
  if (!eligibility) return [];
  const unmet: string[] = [];
  for (const { qualification_id, min_score } of eligibility.qualifications) {
    const grant = standing.grants.get(qualification_id);
    const name = standing.names.get(qualification_id) ?? qualification_id;
    if (!isGrantHeld(grant, standing.nowMillis)) {
      unmet.push(
        min_score > 0
          ? eligibilityMessages.qualificationNeedsScore(name, min_score)
          : eligibilityMessages.qualificationNeeds(name),
      );
    } else if (min_score > 0 && grant!.score !== null && grant!.score < min_score) {
      unmet.push(eligibilityMessages.qualificationNeedsScore(name, min_score));
    }
  }
  const gate = {
    min_approval_rate: eligibility.min_approval_rate,
    min_reviewed: eligibility.min_reviewed,
  };
  if (!meetsApprovalGate(standing.record, gate)) {
    const rate = approvalRate(standing.record);
    unmet.push(
      eligibilityMessages.approvalRateNeeded(
        eligibility.min_approval_rate!,
        rate === null ? '0%' : formatRate(rate),
        standing.record.reviewed,
      ),
    );
  }
  const countries = eligibility.countries ?? [];
  if (!isInCountries(countries, standing.locales?.country)) {
    unmet.push(eligibilityMessages.countryNeeded([...new Set(countries)]));
  }
  const languages = eligibility.languages ?? [];
  if (!speaksOneOf(languages, standing.locales?.language)) {
    unmet.push(eligibilityMessages.languageNeeded([...new Set(languages.map(languageName))]));
  }
  return unmet;
}

/** The qualification ids a task's eligibility names (for reading the creator's grants). */
export function requiredQualificationIds(
  eligibility: Pick<Eligibility, 'qualifications'> | null | undefined,
): string[] {
  return eligibility ? eligibility.qualifications.map((entry) => entry.qualification_id) : [];
}
