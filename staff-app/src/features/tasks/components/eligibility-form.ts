/**
 * Create Task's Eligibility section: the qualifications a task requires, its track-record gate and
 * its guard, and which practice-kind qualification an approved submission earns; as createTask's
 * `eligibility` and `practiceFor`, checked by the callable's own schema.
 */
import {
  eligibilitySchema,
  type Eligibility,
  type EligibilityGuard,
} from '@groundtruth/domain/eligibility';

export interface EligibilityFormValues {
  /** Each required qualification with the least quiz score it needs (empty: any grant). */
  required: { qualificationId: string; minScore: string }[];
  /** Percent; empty for no track-record gate. */
  minApprovalRate: string;
  minReviewed: string;
  guard: EligibilityGuard;
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
  practiceFor: '',
};

export const eligibilityLabels = {
  qualification: 'Required qualification',
  minScore: 'Minimum score (%)',
  minApprovalRate: 'Minimum approval rate (%)',
  minReviewed: 'Minimum reviewed',
  guard: 'Creators who do not qualify',
  practiceFor: 'Practice for',
} as const;

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
  // No qualification and no rate: no gate at all, stored as before.
  if (values.required.length === 0 && rate === null) {
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
              : 'guard';
      const label =
        key === 'minApprovalRate'
          ? eligibilityLabels.minApprovalRate
          : key === 'minReviewed'
            ? eligibilityLabels.minReviewed
            : key === 'guard'
              ? eligibilityLabels.guard
              : eligibilityLabels.minScore;
      errors[key] ??= `${label} ${limitText(issue as never)}`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, eligibility: parsed.data, practiceFor };
}
