/**
 * A qualification as admins define it, split into what creators may read (the questions) and
 * the answer key staff alone read, and checked against the qualifications it names.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { CallableParsedInput } from '@groundtruth/domain/callable-registry';
import type { callables } from '@groundtruth/domain/callable-registry';
import { fail } from '../core/errors';
import { qualifications } from '../repos/qualifications';

type Definition = CallableParsedInput<typeof callables.createQualification>;

/** The qualifications/{id} fields (without timestamps and status) and the answer key. */
export function splitDefinition(input: Definition) {
  const quiz = input.kind === 'quiz';
  return {
    fields: {
      name: input.name,
      description: input.description,
      kind: input.kind,
      passing_score: quiz ? input.passingScore : null,
      retry_delay_hours: input.retryDelayHours,
      max_attempts: input.maxAttempts,
      duration_minutes: quiz ? input.durationMinutes : null,
      expires_days: input.expiresDays,
      prerequisites: input.prerequisites,
      questions: input.questions.map((question) => ({
        prompt: question.prompt,
        choices: question.choices,
        multiple: question.correct.length > 1,
        media_path: question.mediaPath,
      })),
    },
    answers: input.questions.map((question) => ({
      correct: [...question.correct].sort((a, b) => a - b),
      explanation: question.explanation,
    })),
  };
}

/**
 * Refuses prerequisites that are not qualifications, or that name `selfId`; reads them in `tx`.
 * Returns their names by id.
 */
export async function checkQualificationIds(
  tx: Transaction,
  ids: readonly string[],
  field: string,
  selfId?: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    if (id === selfId) throw fail.invalid(`${field}: a qualification cannot require itself`);
    const found = await qualifications.get(tx, id);
    if (!found) throw fail.invalid(`${field}: no qualification has the id ${id}`);
    names.set(id, found.name);
  }
  return names;
}

export const now = () => FieldValue.serverTimestamp();
