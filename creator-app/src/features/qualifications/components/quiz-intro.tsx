import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { attemptRefusal } from '@groundtruth/domain/qualification-checks';
import { creatorQuizWords } from '@groundtruth/domain/words/creator/quiz';
import { useWords } from '@groundtruth/platform/i18n';
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

type QuizWords = typeof creatorQuizWords;

/** "2 of 3 left", "No limit", "No limit (2 used)". */
function attemptsLeft(q: QuizWords, used: number, max: number | null): string {
  if (max !== null) return q.attemptsLeft(Math.max(0, max - used), max);
  return used === 0 ? q.noLimit : q.noLimitUsed(used);
}

/** How long a failed attempt waits: whole days as days, else hours. */
function retryWait(q: QuizWords, hours: number): string {
  if (hours === 0) return q.retryAtOnce;
  return hours % 24 === 0 ? q.retryWaitDays(hours / 24) : q.retryWaitHours(hours);
}

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
  const q = useWords('creator.quiz', creatorQuizWords);
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
      <h2 id={titleId}>{q.quizIntroTitle}</h2>
      <Facts>
        <dt>{q.quizQuestionsLabel}</dt>
        <dd>{qualification.questions.length}</dd>
        {qualification.passing_score !== null ? (
          <>
            <dt>{q.qualificationPassMarkLabel}</dt>
            <dd>{q.percent(qualification.passing_score)}</dd>
          </>
        ) : null}
        <dt>{q.qualificationTimeLimitLabel}</dt>
        <dd>
          {qualification.duration_minutes === null
            ? q.noTimeLimit
            : q.minutesLimit(qualification.duration_minutes)}
        </dd>
        <dt>{q.qualificationAttemptsLabel}</dt>
        <dd>{attemptsLeft(q, grant?.attempts ?? 0, qualification.max_attempts)}</dd>
        <dt>{q.quizRetryWaitLabel}</dt>
        <dd>{retryWait(q, qualification.retry_delay_hours)}</dd>
      </Facts>
      {refusal ? (
        <p id={reasonId}>{refusal.message}</p>
      ) : (
        <p>
          {qualification.duration_minutes === null
            ? q.startsNoLimit
            : q.startsWithLimit(qualification.duration_minutes)}
        </p>
      )}
      <Actions>
        <Button
          variant="primary"
          onClick={onStart}
          disabled={refusal !== null || starting}
          aria-describedby={refusal ? reasonId : undefined}
        >
          {q.startQuiz}
        </Button>
        <Button as={Link} to={paths.qualifications} variant="outline">
          {q.backToQualifications}
        </Button>
      </Actions>
    </Root>
  );
}
