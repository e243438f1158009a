import type { Task } from '@groundtruth/domain/entities';
import { eligibilityShortfalls } from '@groundtruth/domain/eligibility-checks';
import type { QualificationKind } from '@groundtruth/domain/qualifications';
import type { MyStanding } from '../api/get-my-standing';

/** One requirement of a task the creator does not meet, in the words acceptTask refuses with. */
export interface Shortfall {
  message: string;
  /** The qualification missing; null for the track-record gate, a country or a language. */
  qualificationId: string | null;
  /** Its kind, where known: a quiz is taken from its own screen. */
  kind: QualificationKind | null;
  /** What the qualification is about, where staff described it: what its quiz asks. */
  about: string | null;
}

/**
 * What the creator lacks for `task` (empty: they may accept it). Each requirement is judged
 * alone with domain's eligibilityShortfalls, so the lines are the server's own and each can link
 * to its qualification.
 */
export function taskShortfalls(
  task: Pick<Task, 'eligibility'>,
  standing: MyStanding,
  nowMillis: number,
): Shortfall[] {
  const eligibility = task.eligibility;
  if (!eligibility) return [];
  const names = new Map([...standing.qualifications].map(([id, q]) => [id, q.name]));
  const context = {
    grants: standing.grants,
    names,
    record: standing.record,
    nowMillis,
    locales: standing.locales,
  };
  const shortfalls: Shortfall[] = eligibility.qualifications.flatMap((requirement) =>
    eligibilityShortfalls(
      {
        ...eligibility,
        qualifications: [requirement],
        min_approval_rate: null,
        countries: [],
        languages: [],
      },
      context,
    ).map((message) => {
      const named = standing.qualifications.get(requirement.qualification_id);
      return {
        message,
        qualificationId: requirement.qualification_id,
        kind: named?.kind ?? null,
        about: named?.description.trim() || null,
      };
    }),
  );
  // The rest (the track record, the countries, the languages) link nowhere.
  const rest = eligibilityShortfalls({ ...eligibility, qualifications: [] }, context);
  return [
    ...shortfalls,
    ...rest.map((message) => ({ message, qualificationId: null, kind: null, about: null })),
  ];
}
