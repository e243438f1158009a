/**
 * The qualification dialog's values, turned into createQualification's or updateQualification's
 * input. The callable's own schema checks them, so the form and the function refuse the same
 * things; its issues and the function's invalid-argument message ("questions.0.prompt: is
 * required") both land at the field they name.
 */
import type { z } from 'zod';
import {
  createQualificationInput,
  updateQualificationInput,
} from '@groundtruth/domain/qualification-inputs';
import {
  DEFAULT_RETRY_DELAY_HOURS,
  MIN_CHOICES,
  type Qualification,
  type QualificationKey,
  type QualificationKind,
} from '@groundtruth/domain/qualifications';
import type { WithId } from '@groundtruth/domain/converter';
import type { SaveQualificationInput } from '../api/save-qualification';

export interface QuestionValues {
  prompt: string;
  choices: string[];
  /** Per choice: is it correct. */
  correct: boolean[];
  explanation: string;
  /** The uploaded picture or clip shown with the prompt (qualifications/{uploadId}/{kind}). */
  mediaPath: string | null;
}

export interface QualificationFormValues {
  name: string;
  description: string;
  kind: QualificationKind;
  /** Whole numbers as typed; empty for none (or the default). */
  passingScore: string;
  retryDelayHours: string;
  maxAttempts: string;
  durationMinutes: string;
  expiresDays: string;
  prerequisites: string[];
  status: 'active' | 'archived';
  questions: QuestionValues[];
}

/** Messages by field path: "name", "questions.0.choices.1", "questions.2.correct". */
export type QualificationFormErrors = Record<string, string>;

export const emptyQuestion = (): QuestionValues => ({
  prompt: '',
  choices: Array.from({ length: MIN_CHOICES }, () => ''),
  correct: Array.from({ length: MIN_CHOICES }, () => false),
  explanation: '',
  mediaPath: null,
});

export const emptyQualificationForm = (): QualificationFormValues => ({
  name: '',
  description: '',
  kind: 'quiz',
  passingScore: '80',
  retryDelayHours: String(DEFAULT_RETRY_DELAY_HOURS),
  maxAttempts: '',
  durationMinutes: '',
  expiresDays: '',
  prerequisites: [],
  status: 'active',
  questions: [emptyQuestion()],
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** Edit's starting values: the stored definition, with the quiz's answers from its key. */
export function formFromQualification(
  qualification: WithId<Qualification>,
  key: QualificationKey | null,
): QualificationFormValues {
  return {
    name: qualification.name,
    description: qualification.description,
    kind: qualification.kind,
    passingScore: text(qualification.passing_score),
    retryDelayHours: String(qualification.retry_delay_hours),
    maxAttempts: text(qualification.max_attempts),
    durationMinutes: text(qualification.duration_minutes),
    expiresDays: text(qualification.expires_days),
    prerequisites: qualification.prerequisites,
    status: qualification.status,
    questions: qualification.questions.map((question, index) => {
      const answer = key?.answers[index];
      return {
        prompt: question.prompt,
        choices: question.choices,
        correct: question.choices.map((_, choice) => answer?.correct.includes(choice) ?? false),
        explanation: answer?.explanation ?? '',
        mediaPath: question.media_path,
      };
    }),
  };
}

/** The visible label of each top-level field; its messages start with it. */
export const qualificationFieldLabels: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  kind: 'Kind',
  passingScore: 'Passing score (%)',
  retryDelayHours: 'Retry delay (hours)',
  maxAttempts: 'Maximum attempts',
  durationMinutes: 'Duration (minutes)',
  expiresDays: 'Expires after (days)',
  prerequisites: 'Prerequisites',
  status: 'Status',
  questions: 'Questions',
};

/** A question part's label in messages: "Prompt", "Choice 2", "Correct choices". */
function partLabel(path: readonly string[]): string {
  const [, , part, choice] = path;
  if (part === 'choices' && choice !== undefined) return `Choice ${Number(choice) + 1}`;
  if (part === 'choices') return 'Choices';
  if (part === 'correct') return 'Correct choices';
  if (part === 'explanation') return 'Explanation';
  return 'Prompt';
}

/** The message shown at a field for the schema's or the function's `message` about `path`. */
export function fieldMessage(path: string, message: string): string {
  const parts = path.split('.');
  const label =
    parts[0] === 'questions' && parts.length > 2
      ? partLabel(parts)
      : (qualificationFieldLabels[parts[0] ?? ''] ?? 'This field');
  // The schema's messages follow the field's name ("is required"); the rest stand alone.
  return /^(is|must|needs|takes) /.test(message) ? `${label} ${message}` : `${label}: ${message}`;
}

/**
 * The path and message of a function's invalid-argument message ("questions.0.prompt: is
 * required"), or null when it names no field of this form.
 */
export function serverFieldError(message: string): { path: string; message: string } | null {
  const match = /^([A-Za-z]+(?:\.[A-Za-z0-9]+)*): (.+)$/.exec(message);
  if (!match || !(match[1]!.split('.')[0]! in qualificationFieldLabels)) return null;
  return { path: match[1]!, message: fieldMessage(match[1]!, match[2]!) };
}

/** A whole number as typed, null when empty, NaN (refused by the schema) when not a number. */
function whole(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form's values as the callable's input, or the message of each invalid field. */
export function toQualificationInput(
  values: QualificationFormValues,
  qualificationId: string | null,
): { ok: true; input: SaveQualificationInput } | { ok: false; errors: QualificationFormErrors } {
  const quiz = values.kind === 'quiz';
  const fields = {
    name: values.name,
    description: values.description.trim(),
    kind: values.kind,
    passingScore: quiz ? whole(values.passingScore) : null,
    retryDelayHours: whole(values.retryDelayHours) ?? DEFAULT_RETRY_DELAY_HOURS,
    maxAttempts: whole(values.maxAttempts),
    durationMinutes: quiz ? whole(values.durationMinutes) : null,
    expiresDays: whole(values.expiresDays),
    prerequisites: values.prerequisites,
    questions: quiz
      ? values.questions.map((question) => ({
          prompt: question.prompt,
          choices: question.choices,
          correct: question.correct.flatMap((right, index) => (right ? [index] : [])),
          explanation: question.explanation,
          mediaPath: question.mediaPath,
        }))
      : [],
  };
  const parsed =
    qualificationId === null
      ? createQualificationInput.safeParse(fields)
      : updateQualificationInput.safeParse({ ...fields, qualificationId, status: values.status });
  if (parsed.success) {
    const data = parsed.data;
    return {
      ok: true,
      input:
        qualificationId === null
          ? { create: data as z.input<typeof createQualificationInput> }
          : { update: data as z.input<typeof updateQualificationInput> },
    };
  }
  const errors: QualificationFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const message =
      issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.origin === 'number')
        ? issue.code === 'invalid_type'
          ? 'must be a whole number'
          : `must be at least ${String(issue.minimum)}`
        : issue.code === 'too_big' && issue.origin === 'number'
          ? `must be at most ${String(issue.maximum)}`
          : issue.message;
    if (!errors[path]) errors[path] = fieldMessage(path, message);
  }
  return { ok: false, errors };
}
