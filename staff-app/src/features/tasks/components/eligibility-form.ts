/**
 * Create Task's Eligibility section: the qualifications a task requires, its track-record gate and
 * its guard, the countries and languages of the creators it is open to, and which practice-kind
 * qualification an approved submission earns; as createTask's `eligibility` and `practiceFor`,
 * checked by the callable's own schema.
 */
import {
  eligibilitySchema,
  type Eligibility,
  type EligibilityGuard,
} from '@groundtruth/domain/eligibility';
import { languageChoices } from '@groundtruth/domain/i18n/locales';
import { countries } from '@groundtruth/domain/locales';

export interface EligibilityFormValues {
  /** Each required qualification with the least quiz score it needs (empty: any grant). */
  required: { qualificationId: string; minScore: string }[];
  /** Percent; empty for no track-record gate. */
  minApprovalRate: string;
  minReviewed: string;
  guard: EligibilityGuard;
  /** Countries separated by commas, as creators pick them ('Mexico, Spain'); empty for any. */
  countries: string;
  /** The language codes ticked (languageChoices); none for any. */
  languages: string[];
  /** A practice-kind qualification's id; empty for none. */
  practiceFor: string;
}

/** Messages by field: "minApprovalRate", "required.0.minScore", "required.0.qualificationId". */
export type EligibilityErrors = Record<string, string>;

export const emptyEligibilityForm: EligibilityFormValues = {
  required: [],
  minApprovalRate: '',
  minReviewed: '',
  guard: 'accept',
  countries: '',
  languages: [],
  practiceFor: '',
};

/** The countries a task can be open to: those creators pick from (all but Other). */
export const eligibleCountries = countries.filter((country) => country !== 'Other');

/** The languages a task can ask for: those creators pick from (all but Other). */
export const eligibleLanguages = languageChoices.filter((choice) => choice.code !== 'other');

export const eligibilityLabels = {
  qualification: 'Required qualification',
  minScore: 'Minimum score (%)',
  minApprovalRate: 'Minimum approval rate (%)',
  minReviewed: 'Minimum reviewed',
  guard: 'Creators who do not qualify',
  countries: 'Countries',
  languages: 'Languages',
  practiceFor: 'Practice for',
} as const;

/**
 * The countries typed, each as creators pick it ('mexico' → 'Mexico'), once each; `unknown`: the
 * first one no creator can pick.
 */
function countriesOf(typed: string): { names: string[]; unknown: string | null } {
  const names: string[] = [];
  for (const part of typed.split(',')) {
    const name = part.trim();
    if (name === '') continue;
    const known = eligibleCountries.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!known) return { names, unknown: name };
    if (!names.includes(known)) names.push(known);
  }
  return { names, unknown: null };
}

/** A number as typed: null when empty, NaN (refused) when not a number. */
function number(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const limitText = (issue: { code: string; minimum?: unknown; maximum?: unknown }) =>
  issue.code === 'too_small'
    ? `must be at least ${String(issue.minimum)}`
    : issue.code === 'too_big'
      ? `must be at most ${String(issue.maximum)}`
      : issue.code === 'invalid_type'
        ? 'must be a number'
        : 'is not valid';

/** The section's values as createTask's fields, or the message of each invalid field. */
export function toEligibility(
  values: EligibilityFormValues,
):
  | { ok: true; eligibility: Eligibility | null; practiceFor: string | null }
  | { ok: false; errors: EligibilityErrors } {
  const errors: EligibilityErrors = {};
  values.required.forEach((row, index) => {
    if (row.qualificationId === '')
      errors[`required.${index}.qualificationId`] = 'Choose a qualification';
  });
  const ids = values.required.map((row) => row.qualificationId);
  ids.forEach((id, index) => {
    if (id !== '' && ids.indexOf(id) !== index)
      errors[`required.${index}.qualificationId`] = 'This qualification is already required';
  });
  const rate = number(values.minApprovalRate);
  const reviewed = number(values.minReviewed);
  const practiceFor = values.practiceFor === '' ? null : values.practiceFor;
  // A draft kept from before these fields has neither.
  const typedCountries = countriesOf(values.countries ?? '');
  if (typedCountries.unknown !== null)
    errors.countries = `${eligibilityLabels.countries}: ${typedCountries.unknown} is not a country creators can pick`;
  const ticked = values.languages ?? [];
  const languages = eligibleLanguages
    .map((choice) => choice.code as string)
    .filter((code) => ticked.includes(code));
  // No qualification, no rate, no country and no language: no gate at all, stored as before.
  if (
    values.required.length === 0 &&
    rate === null &&
    typedCountries.names.length === 0 &&
    languages.length === 0
  ) {
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, eligibility: null, practiceFor };
  }
  const parsed = eligibilitySchema.safeParse({
    qualifications: values.required.map((row) => ({
      qualification_id: row.qualificationId || 'missing',
      min_score: number(row.minScore) ?? 0,
    })),
    min_approval_rate: rate,
    min_reviewed: reviewed ?? 0,
    guard: values.guard,
    countries: typedCountries.names,
    languages,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path.map(String);
      const key =
        first === 'qualifications'
          ? `required.${index}.minScore`
          : first === 'min_approval_rate'
            ? 'minApprovalRate'
            : first === 'min_reviewed'
              ? 'minReviewed'
              : first === 'countries' || first === 'languages'
                ? first
                : 'guard';
      const label =
        key === 'minApprovalRate'
          ? eligibilityLabels.minApprovalRate
          : key === 'minReviewed'
            ? eligibilityLabels.minReviewed
            : key === 'guard' || key === 'countries' || key === 'languages'
              ? eligibilityLabels[key]
              : eligibilityLabels.minScore;
      errors[key] ??= `${label} ${limitText(issue as never)}`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, eligibility: parsed.data, practiceFor };
}
