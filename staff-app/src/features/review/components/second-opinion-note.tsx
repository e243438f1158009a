import styled from 'styled-components';
import type { Opinion, SecondOpinion } from '@groundtruth/domain/second-opinion';
import { secondOpinionMessages } from '@groundtruth/domain/second-opinion-messages';
import {
  colorVars,
  fontSizes,
  fontWeights,
  space,
  statusLabel,
  toneVars,
} from '@groundtruth/ui-kit';
import type { SecondOpinionTurn } from '../second-opinion-turn';
import { FactList } from './fact-list';

const Note = styled.div`
  margin-top: ${space[4]};
  padding: ${space[3]};
  border-left: 3px solid ${toneVars.accent.border};
  background: ${colorVars.surfaceMuted};

  h3 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0 0 ${space[2]};
  }
`;

/** "Rejected — Poor quality: <notes>": one reviewer's decision as the other side reads it. */
function opinionText(opinion: Opinion): string {
  const decision = statusLabel('review', opinion.decision);
  const reason = opinion.reason ? ` — ${opinion.reason.label}` : '';
  return `${decision}${reason}${opinion.notes ? `: ${opinion.notes}` : ''}`;
}

/** What the card says of the turn `turn` and state of a submission's second opinion. */
function headline(opinion: SecondOpinion, turn: SecondOpinionTurn): string {
  if (turn === 'wait') return secondOpinionMessages.waitingForSecondOpinion;
  if (turn === 'give') return secondOpinionMessages.giveSecondOpinion;
  if (turn === 'decide') return secondOpinionMessages.disagreementForAdmin;
  if (opinion.state === 'with_admin') return secondOpinionMessages.disagreementForSupport;
  if (opinion.state !== 'agreed') return secondOpinionMessages.decidedAfterDisagreement;
  return opinion.first?.decision === 'approved'
    ? secondOpinionMessages.approvedAfterSecondOpinion
    : secondOpinionMessages.agreedAfterSecondOpinion;
}

/**
 * A submission's second opinion on its card. While it is blind it says only what this staff
 * member can do (the submission carries nothing of the first decision); once the second reviewer
 * has decided, both decisions with their reasons and notes.
 */
export function SecondOpinionNote({
  opinion,
  turn,
}: {
  /** The submission's second_opinion. */
  opinion: SecondOpinion;
  /** What the signed-in staff member may do with it (second-opinion-turn.ts). */
  turn: SecondOpinionTurn;
}) {
  return (
    <Note role="group" aria-label="Second opinion">
      <h3>Second opinion</h3>
      <p>{headline(opinion, turn)}</p>
      {opinion.first && opinion.second ? (
        <FactList>
          <dt>First reviewer</dt>
          <dd>{opinionText(opinion.first)}</dd>
          <dt>Second reviewer</dt>
          <dd>{opinionText(opinion.second)}</dd>
        </FactList>
      ) : null}
    </Note>
  );
}
