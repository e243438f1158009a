import type { Role } from '@groundtruth/domain/constants';
import type { Submission } from '@groundtruth/domain/entities';

/**
 * What a staff member may do with a submission's second opinion (the functions decide the same
 * way and refuse otherwise): `wait` for their own held rejection, `give` the blind second
 * opinion, `decide` as an admin once the two disagreed, `watch` a disagreement only an admin
 * settles, or null when nothing is held.
 */
export type SecondOpinionTurn = 'wait' | 'give' | 'decide' | 'watch' | null;

export function secondOpinionTurn(
  submission: Pick<Submission, 'second_opinion'>,
  me: { uid: string; role: Role | null },
): SecondOpinionTurn {
  const opinion = submission.second_opinion;
  if (!opinion) return null;
  if (opinion.state === 'awaiting') return opinion.first_reviewer === me.uid ? 'wait' : 'give';
  if (opinion.state === 'with_admin')
    return me.role === 'admin' && opinion.first_reviewer !== me.uid ? 'decide' : 'watch';
  return null;
}

/** Whether the "Second opinions" view lists it for `me`: work they can do, not their own. */
export const listedForSecondOpinion = (turn: SecondOpinionTurn) =>
  turn === 'give' || turn === 'decide';
