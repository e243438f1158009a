import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { attemptRefusal } from '@groundtruth/domain/qualification-checks';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { paths } from '@groundtruth/domain/paths';
import type { Qualification, QualificationGrant } from '@groundtruth/domain/qualifications';
import { Button, colorVars as c, fontSizes, fontWeights, radii } from '@groundtruth/ui-kit';

const Root = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};

  h2,
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: ${fontSizes.sm};

  dt {
    color: ${c.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.medium};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * What an attempt asks, shown before it starts: the questions, the pass mark, the time, the
 * attempts left and the wait after a failure. The attempt starts only on Start quiz; a start the
 * server would refuse for the creator's grant (the retry delay, the attempts used up, already
 * held) is disabled with the reason, as the Qualifications card says it.
 */
export function QuizIntro({
  qualification,
  grant,
  now,
  starting,
  onStart,
}: {
  /** The qualification, as the creator reads it. */
  qualification: WithId<Qualification>;
  /** The creator's grant of it; null when never tried. */
  grant: QualificationGrant | null;
  /** The clock the retry delay is judged by. */
  now: number;
  /** The start was asked for and has not answered yet. */
  starting: boolean;
  /** Starts the attempt. */
  onStart: () => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const refusal = attemptRefusal({
    qualification,
    grant,
    // Prerequisites are the server's to name when Start is pressed.
    missingPrerequisites: [],
    nowMillis: now,
  });
  return (
    <Root aria-labelledby={titleId}>
      <h2 id={titleId}>{qualificationMessages.quizIntroTitle}</h2>
      <Facts>
        <dt>{qualificationMessages.quizQuestionsLabel}</dt>
        <dd>{qualification.questions.length}</dd>
        {qualification.passing_score !== null ? (
          <>
            <dt>{qualificationMessages.qualificationPassMarkLabel}</dt>
            <dd>{qualificationMessages.percent(qualification.passing_score)}</dd>
          </>
        ) : null}
        <dt>{qualificationMessages.qualificationTimeLimitLabel}</dt>
        <dd>
          {qualification.duration_minutes === null
            ? qualificationMessages.noTimeLimit
            : qualificationMessages.minutesLimit(qualification.duration_minutes)}
        </dd>
        <dt>{qualificationMessages.qualificationAttemptsLabel}</dt>
        <dd>
          {qualificationMessages.quizAttemptsLeft(grant?.attempts ?? 0, qualification.max_attempts)}
        </dd>
        <dt>{qualificationMessages.quizRetryWaitLabel}</dt>
        <dd>{qualificationMessages.quizRetryWait(qualification.retry_delay_hours)}</dd>
      </Facts>
      {refusal ? (
        <p id={reasonId}>{refusal.message}</p>
      ) : (
        <p>{qualificationMessages.quizStartsOnStart(qualification.duration_minutes)}</p>
      )}
      <Actions>
        <Button
          variant="primary"
          onClick={onStart}
          disabled={refusal !== null || starting}
          aria-describedby={refusal ? reasonId : undefined}
        >
          {qualificationMessages.startQuiz}
        </Button>
        <Button as={Link} to={paths.qualifications} variant="outline">
          {qualificationMessages.backToQualifications}
        </Button>
      </Actions>
    </Root>
  );
}
